import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { cn } from '../../../../lib/cn.ts';

const minReason = 3;
const maxReason = 500;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  danger?: boolean;
  /** A reason is asked for by default; `optional` lets the admin leave it empty (verify). */
  reason?: 'required' | 'optional';
  onConfirm: (reason: string) => void;
  /** More choices above the reason (a role, a plan, keep or cancel bookings). */
  children?: ReactNode;
};

/**
 * Every change on the people pages goes through this dialog: the server records the reason with the
 * change, and the person concerned is told it where it concerns them.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busy,
  danger,
  reason = 'required',
  onConfirm,
  children,
}: Props) {
  const { t } = useTranslation('admin-people');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const id = useId();
  const trimmed = text.trim();
  const invalid = (reason === 'required' || trimmed !== '') && trimmed.length < minReason;
  const close = (next: boolean) => {
    if (!next) {
      setText('');
      setTried(false);
    }
    onOpenChange(next);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel={t('dialog.cancel')}
      busy={busy}
      danger={danger}
      onConfirm={() => {
        setTried(true);
        if (!invalid) onConfirm(trimmed);
      }}
    >
      <div className="mt-4 space-y-4">
        {children}
        <div>
          <label htmlFor={id} className="block text-sm font-semibold">
            {reason === 'required' ? t('dialog.reason') : t('dialog.reasonOptional')}
          </label>
          <textarea
            id={id}
            value={text}
            maxLength={maxReason}
            rows={3}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={tried && invalid ? 'true' : undefined}
            aria-describedby={`${id}-hint`}
            data-testid="reason-input"
            className={cn(
              'mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
              tried && invalid && 'border-red-600',
            )}
          />
          <p
            id={`${id}-hint`}
            className={cn('mt-1 text-xs text-slate-600 dark:text-slate-400', tried && invalid && 'text-red-700 dark:text-red-400')}
          >
            {t('dialog.reasonHint', { min: minReason, max: maxReason })}
          </p>
        </div>
      </div>
    </ConfirmDialog>
  );
}
