import { Dialog } from 'radix-ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, dialogPlacementClass, inputClass } from '../../../components/ui/ui.ts';

type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Ask for a reason (told to the person concerned); without it the dialog only confirms. */
  withReason: boolean;
  confirmLabel: string;
  cancelLabel: string;
  /** Red for what cannot be undone (cancel, reject). */
  destructive?: boolean;
  pending: boolean;
  /** Whatever else the admin picks (the new slot of a move). */
  children?: ReactNode;
  /** Blocks the confirm button (e.g. no slot picked yet). */
  blocked?: boolean;
  onConfirm: (reason: string) => void;
  testId: string;
};

/** The admin's confirmation of a change, with the reason the issue asks for on every change that concerns someone. */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  withReason,
  confirmLabel,
  cancelLabel,
  destructive,
  pending,
  children,
  blocked,
  onConfirm,
  testId,
}: ReasonDialogProps) {
  const { t } = useTranslation('admin-money');
  const [reason, setReason] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm(reason.trim());
  };
  const change = (next: boolean) => {
    if (!next) setReason('');
    onOpenChange(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          className={`${dialogPlacementClass} w-[min(30rem,calc(100vw-1.5rem))] rounded-2xl bg-white p-5 shadow-2xl dark:bg-slate-900`}
          data-testid={testId}
        >
          <Dialog.Title className="text-lg font-bold break-words">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</Dialog.Description>
          <form className="mt-4 space-y-3" onSubmit={onSubmit}>
            {children}
            {withReason && (
              <div>
                <label htmlFor={`${testId}-reason`} className="block text-sm font-medium">
                  {t('common.reason')}
                </label>
                <textarea
                  id={`${testId}-reason`}
                  name="reason"
                  required
                  minLength={3}
                  maxLength={500}
                  rows={3}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  className={`${inputClass} mt-1 h-auto py-2`}
                  aria-describedby={`${testId}-reason-hint`}
                />
                <p id={`${testId}-reason-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  {t('common.reasonHint')}
                </p>
              </div>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close type="button" className={buttonClass('ghost', 'md')}>
                {cancelLabel}
              </Dialog.Close>
              <button
                type="submit"
                disabled={pending || blocked || (withReason && reason.trim().length < 3)}
                className={buttonClass(destructive ? 'danger' : 'primary', 'md')}
                data-testid={`${testId}-confirm`}
              >
                {confirmLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
