import { useQuery } from '@tanstack/react-query';
import { Info, Pencil, Power, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { buttonClass, cardClass } from '../../../../components/ui/ui.ts';
import { ApiError } from '../../../../lib/api.ts';
import { cn } from '../../../../lib/cn.ts';
import { AdminPageHeader } from '../../components/admin-page-header.tsx';
import { ipRulesQuery, systemApi, type IpRule } from '../api/system-api.ts';
import { useSystemChange } from '../api/use-system-change.ts';
import { AccessLog } from './access-log.tsx';
import { RuleForm, type RuleDraft } from './rule-form.tsx';

/** One change to the allowlist; `confirm` says the admin accepted shutting out their own address. */
type RuleAction =
  | { kind: 'add'; draft: RuleDraft; confirm?: boolean }
  | { kind: 'edit'; id: string; change: Partial<RuleDraft> & { isActive?: boolean }; confirm?: boolean }
  | { kind: 'delete'; id: string; confirm?: boolean };

function runAction(action: RuleAction) {
  const confirm = action.confirm ? { confirm: true } : {};
  if (action.kind === 'add') return systemApi.addRule({ ...action.draft, ...confirm });
  if (action.kind === 'edit') return systemApi.changeRule(action.id, { ...action.change, ...confirm });
  return systemApi.removeRule(action.id, action.confirm === true);
}

/** The server's 409 when a change would lock the caller out: it names the address. */
function lockOutAddress(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.details?.lockOut !== true) return null;
  return typeof error.details.ipAddress === 'string' ? error.details.ipAddress : null;
}

function useRuleChange(kind: RuleAction['kind'], onDone: () => void) {
  const { t } = useTranslation('admin-system');
  const [pending, setPending] = useState<{ action: RuleAction; address: string } | null>(null);
  const texts = {
    add: { success: 'ip.toast.added', failure: 'ip.toast.addFailed' },
    edit: { success: 'ip.toast.updated', failure: 'ip.toast.updateFailed' },
    delete: { success: 'ip.toast.removed', failure: 'ip.toast.removeFailed' },
  }[kind];
  const mutation = useSystemChange({
    run: runAction,
    success: t(texts.success),
    failure: t(texts.failure),
    onDone: () => {
      setPending(null);
      onDone();
    },
    intercept: (error, action: RuleAction) => {
      const address = lockOutAddress(error);
      if (address) setPending({ action, address });
      return address !== null;
    },
  });
  return { mutation, pending, setPending };
}

function LockOutDialog({ change }: { change: ReturnType<typeof useRuleChange> }) {
  const { t } = useTranslation('admin-system');
  const { pending, setPending, mutation } = change;
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      title={t('ip.lockOutTitle')}
      description={t('ip.lockOutBody', { address: pending?.address ?? '' })}
      confirmLabel={t('ip.lockOutConfirm')}
      cancelLabel={t('common.cancel')}
      danger
      busy={mutation.isPending}
      onConfirm={() => pending && mutation.mutate({ ...pending.action, confirm: true })}
    />
  );
}

function RuleItem({ rule }: { rule: IpRule }) {
  const { t } = useTranslation('admin-system');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const edit = useRuleChange('edit', () => setEditing(false));
  const remove = useRuleChange('delete', () => setDeleting(false));
  return (
    <li className={`${cardClass} p-4`} data-testid="ip-rule" data-active={rule.isActive}>
      {editing ? (
        <RuleForm
          rule={rule}
          busy={edit.mutation.isPending}
          submitLabel={t('ip.save')}
          onSubmit={(draft) => edit.mutation.mutate({ kind: 'edit', id: rule.id, change: draft })}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <div className="min-w-0 flex-1">
            <p className="break-all font-mono text-sm font-semibold">
              {rule.ipAddress}
              {rule.ipRange && <span className="font-normal text-slate-600 dark:text-slate-400"> · {rule.ipRange}</span>}
            </p>
            <p className="break-words text-sm text-slate-600 dark:text-slate-400">{rule.description || t('ip.noDescription')}</p>
          </div>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-semibold',
              rule.isActive
                ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100'
                : 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
            )}
          >
            {rule.isActive ? t('ip.active') : t('ip.inactive')}
          </span>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClass('outline', 'sm')} onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
              {t('ip.edit')}
            </button>
            <button
              type="button"
              className={buttonClass('outline', 'sm')}
              disabled={edit.mutation.isPending}
              onClick={() => edit.mutation.mutate({ kind: 'edit', id: rule.id, change: { isActive: !rule.isActive } })}
            >
              <Power aria-hidden="true" className="h-4 w-4" />
              {rule.isActive ? t('ip.deactivate') : t('ip.activate')}
            </button>
            <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t('ip.delete')}
            </button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('ip.deleteTitle')}
        description={t('ip.deleteBody', { address: rule.ipRange ?? rule.ipAddress })}
        confirmLabel={t('ip.delete')}
        cancelLabel={t('common.cancel')}
        danger
        busy={remove.mutation.isPending}
        onConfirm={() => remove.mutation.mutate({ kind: 'delete', id: rule.id })}
      />
      <LockOutDialog change={edit} />
      <LockOutDialog change={remove} />
    </li>
  );
}

/** /admin/ip-security: the admin allowlist (add, edit, deactivate, delete) and the latest access log. */
export function IpSecurityPage() {
  const { t } = useTranslation('admin-system');
  const { data, error, isPending } = useQuery(ipRulesQuery);
  const [formKey, setFormKey] = useState(0);
  const add = useRuleChange('add', () => setFormKey((key) => key + 1));
  useEffect(() => {
    if (error) toast.error(t('ip.toast.loadFailed'), { id: 'ip-rules' });
  }, [error, t]);
  const noneActive = data !== undefined && !data.items.some((rule) => rule.isActive);
  return (
    <div>
      <AdminPageHeader title={t('ip.title')} description={t('ip.description')} />
      {data && (
        <p className="mb-4 text-sm" data-testid="your-address">
          {t('ip.yourAddress')} <span className="font-mono font-semibold">{data.yourAddress}</span>
        </p>
      )}
      {noneActive && (
        <div
          className="mb-4 flex gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950/40 dark:text-sky-100"
          role="note"
          data-testid="ip-setup-hint"
        >
          <Info aria-hidden="true" className="h-5 w-5 flex-none" />
          <div>
            <p className="font-semibold">{t('ip.setupTitle')}</p>
            <p>{t('ip.setupBody')}</p>
          </div>
        </div>
      )}
      <section className={`${cardClass} mb-6 p-4`} aria-labelledby="ip-add-title">
        <h2 id="ip-add-title" className="mb-3 text-lg font-bold">
          {t('ip.addTitle')}
        </h2>
        <RuleForm
          key={formKey}
          busy={add.mutation.isPending}
          submitLabel={t('ip.add')}
          onSubmit={(draft) => add.mutation.mutate({ kind: 'add', draft })}
        />
      </section>
      <LockOutDialog change={add} />
      {isPending ? (
        <Spinner />
      ) : (
        <ul className="space-y-3" aria-label={t('ip.listTitle')}>
          {data?.items.map((rule) => (
            <RuleItem key={rule.id} rule={rule} />
          ))}
        </ul>
      )}
      <AccessLog />
    </div>
  );
}
