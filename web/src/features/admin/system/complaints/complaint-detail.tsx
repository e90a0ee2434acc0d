import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { buttonClass, dialogPlacementClass, inputClass } from '../../../../components/ui/ui.ts';
import { cn } from '../../../../lib/cn.ts';
import { formatIstDateTime, formatIstDay, formatPhoneDisplay } from '../../../../lib/format.ts';
import { adminComplaintQuery, systemApi } from '../api/system-api.ts';
import { useSystemChange } from '../api/use-system-change.ts';
import { StatusBadge } from './status-badge.tsx';

const textMin = 3;
const textMax = 4000;

/** One complaint for an admin: the client and booking, the conversation, assign to me, answer, resolve. */
export function ComplaintDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-system');
  const { data } = useQuery(adminComplaintQuery(id));
  const [text, setText] = useState('');
  const fieldId = useId();
  const assign = useSystemChange({ run: () => systemApi.assign(id), success: t('complaints.assigned') });
  const answer = useSystemChange({
    run: () => systemApi.answer(id, text.trim()),
    success: t('complaints.answered'),
    onDone: () => setText(''),
  });
  const resolve = useSystemChange({
    run: () => systemApi.resolve(id, text.trim()),
    success: t('complaints.resolved'),
    onDone: () => setText(''),
  });
  const busy = assign.isPending || answer.isPending || resolve.isPending;
  const enough = text.trim().length >= textMin;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          className={`${dialogPlacementClass} w-[min(40rem,calc(100vw-1.5rem))] rounded-2xl bg-white p-5 shadow-2xl dark:bg-slate-900`}
          data-testid="complaint-detail"
        >
          {!data ? (
            <Spinner />
          ) : (
            <>
              <div className="flex flex-wrap items-center gap-2">
                <Dialog.Title className="break-words text-lg font-bold">{data.subject}</Dialog.Title>
                <StatusBadge status={data.status} />
              </div>
              <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {t('complaints.detailMeta', {
                  ref: data.reference,
                  client: data.client.name,
                  email: data.client.email,
                  when: formatIstDateTime(data.createdAt, i18n.language),
                })}
              </Dialog.Description>
              <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="font-medium">{t('complaints.phone')}</dt>
                <dd className="break-words">{data.client.phone ? formatPhoneDisplay(data.client.phone) : t('complaints.none')}</dd>
                <dt className="font-medium">{t('complaints.booking')}</dt>
                <dd data-testid="complaint-booking">
                  {data.booking
                    ? t('complaints.bookingLine', {
                        provider: data.booking.provider.name,
                        date: formatIstDay(data.booking.date, i18n.language),
                        time: data.booking.time,
                        status: data.booking.status,
                      })
                    : t('complaints.none')}
                </dd>
                <dt className="font-medium">{t('complaints.assignee')}</dt>
                <dd>{data.assignee?.email ?? t('complaints.unassigned')}</dd>
              </dl>
              <p className="mt-3 whitespace-pre-line rounded-xl bg-slate-100 p-3 text-sm dark:bg-slate-800">{data.body}</p>
              <ol className="mt-3 space-y-2" aria-label={t('complaints.conversation')}>
                {data.messages.map((message) => (
                  <li
                    key={message.id}
                    data-testid="admin-complaint-message"
                    className={cn(
                      'max-w-[85%] rounded-2xl px-3 py-2 text-sm',
                      message.authorRole === 'admin' ? 'ml-auto bg-brand-50 dark:bg-brand-900/40' : 'bg-slate-100 dark:bg-slate-800',
                    )}
                  >
                    <p className="text-xs font-semibold text-slate-600 dark:text-slate-400">
                      {message.authorRole === 'admin' ? t('complaints.fromAdmin') : t('complaints.fromClient')} ·{' '}
                      {formatIstDateTime(message.createdAt, i18n.language)}
                    </p>
                    <p className="whitespace-pre-line break-words">{message.body}</p>
                  </li>
                ))}
              </ol>
              {data.status !== 'resolved' && (
                <div className="mt-4 space-y-2">
                  <label htmlFor={fieldId} className="block text-sm font-medium">
                    {t('complaints.answerLabel')}
                  </label>
                  <textarea
                    id={fieldId}
                    className={`${inputClass} h-24 py-2`}
                    value={text}
                    maxLength={textMax}
                    onChange={(event) => setText(event.target.value)}
                    aria-describedby={`${fieldId}-hint`}
                    data-testid="complaint-answer"
                  />
                  <p id={`${fieldId}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
                    {t('complaints.answerHint')}
                  </p>
                </div>
              )}
              <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
                <Dialog.Close className={buttonClass('outline')}>{t('common.close')}</Dialog.Close>
                {data.status !== 'resolved' && (
                  <>
                    {!data.assignee && (
                      <button type="button" className={buttonClass('secondary')} disabled={busy} onClick={() => assign.mutate(undefined)}>
                        {t('complaints.assignToMe')}
                      </button>
                    )}
                    <button
                      type="button"
                      className={buttonClass('outline')}
                      disabled={busy || (text.trim().length > 0 && !enough)}
                      onClick={() => resolve.mutate(undefined)}
                      data-testid="complaint-resolve"
                    >
                      {text.trim() ? t('complaints.resolveWithNote') : t('complaints.resolve')}
                    </button>
                    <button
                      type="button"
                      className={buttonClass('primary')}
                      disabled={busy || !enough}
                      onClick={() => answer.mutate(undefined)}
                      data-testid="complaint-send-answer"
                    >
                      {t('complaints.sendAnswer')}
                    </button>
                  </>
                )}
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
