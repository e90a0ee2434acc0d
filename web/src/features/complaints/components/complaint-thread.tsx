import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { buttonClass, inputClass } from '../../../components/ui/ui.ts';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatIstDateTime } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify-error.ts';
import { complaintKeys, complaintLimits, complaintQuery, complaintsApi } from '../api/complaints-api.ts';

/** One complaint's conversation: what the client wrote, the support team's answers, and a reply box until it is resolved. */
export function ComplaintThread({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(complaintQuery(id));
  const [text, setText] = useState('');
  const fieldId = useId();
  const reply = useMutation({
    mutationFn: () => complaintsApi.reply(id, text.trim()),
    onSuccess: async () => {
      setText('');
      toast.success(t('complaints.replySent'));
      await queryClient.invalidateQueries({ queryKey: complaintKeys.all });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.code === 'invalid_request')) toast.error(error.message);
      else notifyError(error);
    },
  });
  if (isPending || !data) return <Spinner />;
  return (
    <div className="mt-4 space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800">
      <p className="whitespace-pre-line text-sm text-slate-700 dark:text-slate-300">{data.body}</p>
      {data.messages.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{t('complaints.noAnswerYet')}</p>}
      <ol className="space-y-2" aria-label={t('complaints.conversation')}>
        {data.messages.map((message) => (
          <li
            key={message.id}
            data-testid="complaint-message"
            data-author={message.authorRole}
            className={cn(
              'max-w-[85%] rounded-2xl px-3 py-2 text-sm',
              message.authorRole === 'admin'
                ? 'bg-brand-50 text-slate-900 dark:bg-brand-900/40 dark:text-slate-100'
                : 'ml-auto bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
            )}
          >
            <p className="text-xs font-semibold text-slate-600 dark:text-slate-400">
              {message.authorRole === 'admin' ? t('complaints.support') : t('complaints.you')} ·{' '}
              {formatIstDateTime(message.createdAt, i18n.language)}
            </p>
            <p className="whitespace-pre-line break-words">{message.body}</p>
          </li>
        ))}
      </ol>
      {data.status === 'resolved' ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('complaints.closed')}</p>
      ) : (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            reply.mutate();
          }}
        >
          <label htmlFor={fieldId} className="block text-sm font-medium">
            {t('complaints.reply')}
          </label>
          <textarea
            id={fieldId}
            className={`${inputClass} h-20 py-2`}
            value={text}
            maxLength={complaintLimits.textMax}
            onChange={(event) => setText(event.target.value)}
            data-testid="complaint-reply"
          />
          <button
            type="submit"
            className={buttonClass('primary', 'sm')}
            disabled={reply.isPending || text.trim().length < complaintLimits.textMin}
          >
            {t('complaints.sendReply')}
          </button>
        </form>
      )}
    </div>
  );
}
