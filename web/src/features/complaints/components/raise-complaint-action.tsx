import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { MessageSquareWarning } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { buttonClass, inputClass } from '../../../components/ui/ui.ts';
import { ApiError } from '../../../lib/api.ts';
import { notifyError } from '../../../lib/notify-error.ts';
import { complaintKeys, complaintLimits, complaintsApi } from '../api/complaints-api.ts';

type Props = { booking: { id: string; provider: { name: string } } };

/** "Raise a complaint" on a booking card: a subject and what happened; the client then follows it on /complaints. */
export function RaiseComplaintAction({ booking }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const subjectId = useId();
  const bodyId = useId();
  const raise = useMutation({
    mutationFn: () => complaintsApi.raise({ bookingId: booking.id, subject: subject.trim(), body: body.trim() }),
    onSuccess: async (complaint) => {
      setOpen(false);
      setSubject('');
      setBody('');
      toast.success(t('complaints.raised'), {
        description: t('complaints.raisedBody', { ref: complaint.reference }),
        action: { label: t('complaints.view'), onClick: () => void navigate({ to: '/complaints' }) },
      });
      await queryClient.invalidateQueries({ queryKey: complaintKeys.all });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 404 || error.code === 'invalid_request')) toast.error(error.message);
      else notifyError(error);
    },
  });
  const valid = subject.trim().length >= complaintLimits.subjectMin && body.trim().length >= complaintLimits.textMin;
  return (
    <>
      <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setOpen(true)} data-testid="raise-complaint">
        <MessageSquareWarning aria-hidden="true" className="h-4 w-4" />
        {t('complaints.raise')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('complaints.raiseTitle')}
        description={t('complaints.raiseBody', { provider: booking.provider.name })}
        confirmLabel={t('complaints.send')}
        cancelLabel={t('complaints.cancel')}
        busy={raise.isPending || !valid}
        onConfirm={() => raise.mutate()}
      >
        <label htmlFor={subjectId} className="mt-4 block text-sm font-medium">
          {t('complaints.subject')}
        </label>
        <input
          id={subjectId}
          className={`${inputClass} mt-1`}
          value={subject}
          maxLength={complaintLimits.subjectMax}
          onChange={(event) => setSubject(event.target.value)}
          placeholder={t('complaints.subjectPlaceholder')}
          data-testid="complaint-subject"
        />
        <label htmlFor={bodyId} className="mt-3 block text-sm font-medium">
          {t('complaints.details')}
        </label>
        <textarea
          id={bodyId}
          className={`${inputClass} mt-1 h-28 py-2`}
          value={body}
          maxLength={complaintLimits.textMax}
          onChange={(event) => setBody(event.target.value)}
          aria-describedby={`${bodyId}-hint`}
          data-testid="complaint-body"
        />
        <p id={`${bodyId}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t('complaints.detailsHint')}
        </p>
      </ConfirmDialog>
    </>
  );
}
