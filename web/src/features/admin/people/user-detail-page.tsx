import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { buttonClass, cardClass, inputClass } from '../../../components/ui/ui.ts';
import { useSession } from '../../../lib/use-session.ts';
import { formatIstDate, formatIstDateTime, formatPhoneDisplay, formatRupees } from '../../../lib/format.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { peopleApi, userQuery, type Role, type Tier, type UserDetail } from './api/people-api.ts';
import { Badge, joinedDate } from './components/filter-controls.tsx';
import { ReasonDialog } from './components/reason-dialog.tsx';
import { useAdminChange } from './components/use-admin-change.ts';

type Action = 'role' | 'deactivate' | 'reactivate' | 'plan' | 'reset' | 'liftBlock';

/** /admin/users/$userId: one user for support — the profile, bookings and messages, and the changes an admin makes. */
export function UserDetailPage({ userId }: { userId: string }) {
  const { t } = useTranslation('admin-people');
  const user = useQuery(userQuery(userId));
  return (
    <div>
      <Link to="/admin/users" className={buttonClass('ghost', 'sm', 'mb-3 -ml-3')}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('detail.back')}
      </Link>
      {user.isPending ? <Spinner /> : user.isError ? <p role="alert">{t('detail.notFound')}</p> : <UserDetailView user={user.data} />}
    </div>
  );
}

function UserDetailView({ user }: { user: UserDetail }) {
  const { t, i18n } = useTranslation('admin-people');
  const { user: me } = useSession();
  const [action, setAction] = useState<Action | null>(null);
  const isMe = me?.id === user.id;
  return (
    <>
      <AdminPageHeader title={user.name} description={user.email} actions={<UserActions user={user} isMe={isMe} onAction={setAction} />} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t('detail.profile')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="user-profile">
            <Field label={t('users.role')}>{t(`role.${user.role}`)}</Field>
            <Field label={t('users.status')}>
              {user.active ? <Badge tone="green">{t('users.active')}</Badge> : <Badge tone="red">{t('users.inactive')}</Badge>}
            </Field>
            <Field label={t('detail.phone')}>{user.phone ? formatPhoneDisplay(user.phone) : '—'}</Field>
            <Field label={t('users.tier')}>
              {t(`tier.${user.tier}`)}
              {user.planEndsAt && ` · ${t('detail.planEnds', { date: formatIstDate(user.planEndsAt, i18n.language, joinedDate) })}`}
            </Field>
            <Field label={t('detail.freeBookings')}>
              {t('detail.freeUsed', { used: user.freeBookingsUsed, limit: user.freeBookingLimit })}
            </Field>
            <Field label={t('detail.noShowBlock')}>
              {user.noShowBlock.blocked && user.noShowBlock.until ? (
                <Badge tone="red">
                  {t('detail.blockedUntil', { date: formatIstDate(user.noShowBlock.until, i18n.language, joinedDate) })}
                </Badge>
              ) : (
                t('detail.notBlocked', { missed: user.noShowBlock.missed })
              )}
            </Field>
            <Field label={t('users.city')}>{user.city ?? '—'}</Field>
            <Field label={t('users.joined')}>{formatIstDate(user.joinedAt, i18n.language, joinedDate)}</Field>
          </dl>
        </Section>
        <Section title={t('detail.bookings')}>
          {user.bookings.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('detail.noBookings')}</p>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800" data-testid="user-bookings">
              {user.bookings.map((booking) => (
                <li key={booking.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <span className="min-w-0">
                    <span className="font-semibold">{booking.provider.name}</span>
                    {booking.serviceName && <span className="text-slate-600 dark:text-slate-400"> · {booking.serviceName}</span>}
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {formatIstDateTime(booking.startsAt, i18n.language)}
                      {booking.amountPaise > 0 && ` · ${formatRupees(booking.amountPaise, i18n.language)}`}
                    </span>
                  </span>
                  <Badge tone={booking.status === 'cancelled' ? 'red' : booking.status === 'completed' ? 'green' : 'slate'}>
                    {t(`bookingStatus.${booking.status}`, { defaultValue: booking.status })}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('detail.messages')} hint={t('detail.messagesHint')}>
          {user.messages.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('detail.noMessages')}</p>
          ) : (
            <ul className="space-y-2 text-sm" data-testid="user-messages">
              {user.messages.map((message) => (
                <li key={message.id} className="rounded-xl bg-slate-50 p-2 dark:bg-slate-800/60">
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {message.role === 'user' ? t('detail.fromUser') : t('detail.fromMitra')} · {message.channel} ·{' '}
                    {formatIstDateTime(message.createdAt, i18n.language)}
                  </p>
                  <p className="whitespace-pre-wrap break-words">{message.content}</p>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('detail.notifications')}>
          {user.notifications.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('detail.noNotifications')}</p>
          ) : (
            <ul className="space-y-2 text-sm" data-testid="user-notifications">
              {user.notifications.map((notification) => (
                <li key={notification.id}>
                  <p className="font-semibold">{notification.title}</p>
                  <p className="break-words text-slate-700 dark:text-slate-300">{notification.message}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {formatIstDateTime(notification.createdAt, i18n.language)}
                    {notification.readAt ? ` · ${t('detail.read')}` : ` · ${t('detail.unread')}`}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <ActionDialogs user={user} action={action} onClose={() => setAction(null)} />
    </>
  );
}

function UserActions({ user, isMe, onAction }: { user: UserDetail; isMe: boolean; onAction: (action: Action) => void }) {
  return (
    <>
      <ActionButton action="role" disabled={isMe} onAction={onAction} />
      <ActionButton action="plan" onAction={onAction} />
      <ActionButton action="reset" disabled={user.freeBookingsUsed === 0} onAction={onAction} />
      {user.noShowBlock.blocked && <ActionButton action="liftBlock" tone="primary" onAction={onAction} />}
      {user.active ? (
        <ActionButton action="deactivate" tone="danger" disabled={isMe} onAction={onAction} />
      ) : (
        <ActionButton action="reactivate" tone="primary" onAction={onAction} />
      )}
    </>
  );
}

/** The button that opens an action's dialog; its label and test id are the action's. */
function ActionButton(props: {
  action: Action;
  tone?: 'outline' | 'danger' | 'primary';
  disabled?: boolean;
  onAction: (action: Action) => void;
}) {
  const { t } = useTranslation('admin-people');
  return (
    <button
      type="button"
      className={buttonClass(props.tone ?? 'outline', 'sm')}
      disabled={props.disabled}
      onClick={() => props.onAction(props.action)}
      data-testid={`action-${props.action}`}
    >
      {t(`actions.${props.action}`)}
    </button>
  );
}

function ActionDialogs({ user, action, onClose }: { user: UserDetail; action: Action | null; onClose: () => void }) {
  const { t } = useTranslation('admin-people');
  const [role, setRole] = useState<Role>(user.role === 'admin' ? 'user' : 'admin');
  const [tier, setTier] = useState<Tier>(user.tier === 'free' ? 'pro' : 'free');
  const changeRole = useAdminChange(peopleApi.changeRole, t('toast.roleChanged'), onClose);
  const deactivate = useAdminChange(peopleApi.deactivate, t('toast.deactivated'), onClose);
  const reactivate = useAdminChange(peopleApi.reactivate, t('toast.reactivated'), onClose);
  const changePlan = useAdminChange(peopleApi.changePlan, t('toast.planChanged'), onClose);
  const reset = useAdminChange(peopleApi.resetFreeBookings, t('toast.reset'), onClose);
  const liftBlock = useAdminChange(peopleApi.liftNoShowBlock, t('toast.blockLifted'), onClose);
  /** What every action's dialog has: open for its action, closing back to the page, confirmed with the action's name. */
  const dialogOf = (of: Action) => ({
    open: action === of,
    onOpenChange: (open: boolean) => !open && onClose(),
    confirmLabel: t(`actions.${of}`),
  });
  return (
    <>
      <ReasonDialog
        {...dialogOf('role')}
        title={t('actions.roleTitle', { name: user.name })}
        description={t('actions.roleBody')}
        busy={changeRole.isPending}
        onConfirm={(reason) => changeRole.mutate({ id: user.id, role, reason })}
      >
        <ChoiceField
          label={t('actions.newRole')}
          value={role}
          onChange={setRole}
          options={(['user', 'provider', 'admin'] as const).map((value) => ({
            value,
            label: t(`role.${value}`),
            disabled: value === user.role,
          }))}
        />
      </ReasonDialog>
      <ReasonDialog
        {...dialogOf('plan')}
        title={t('actions.planTitle', { name: user.name })}
        description={t('actions.planBody')}
        busy={changePlan.isPending}
        onConfirm={(reason) => changePlan.mutate({ id: user.id, tier, reason })}
      >
        <ChoiceField
          label={t('actions.newPlan')}
          value={tier}
          onChange={setTier}
          options={(['free', 'pro', 'enterprise'] as const).map((value) => ({ value, label: t(`tier.${value}`) }))}
        />
      </ReasonDialog>
      <ReasonDialog
        {...dialogOf('reset')}
        title={t('actions.resetTitle')}
        description={t('actions.resetBody', { name: user.name, used: user.freeBookingsUsed })}
        busy={reset.isPending}
        onConfirm={(reason) => reset.mutate({ id: user.id, reason })}
      />
      <ReasonDialog
        {...dialogOf('liftBlock')}
        title={t('actions.liftBlockTitle', { name: user.name })}
        description={t('actions.liftBlockBody', { missed: user.noShowBlock.missed })}
        busy={liftBlock.isPending}
        onConfirm={(reason) => liftBlock.mutate({ id: user.id, reason })}
      />
      <ReasonDialog
        {...dialogOf('deactivate')}
        title={t('actions.deactivateTitle', { name: user.name })}
        description={t('actions.deactivateBody')}
        danger
        busy={deactivate.isPending}
        onConfirm={(reason) => deactivate.mutate({ id: user.id, reason })}
      />
      <ReasonDialog
        {...dialogOf('reactivate')}
        title={t('actions.reactivateTitle', { name: user.name })}
        description={t('actions.reactivateBody')}
        busy={reactivate.isPending}
        onConfirm={(reason) => reactivate.mutate({ id: user.id, reason })}
      />
    </>
  );
}

/** The new value an action dialog asks for (a role, a plan); a disabled option is the current one. */
function ChoiceField<Value extends string>(props: {
  label: string;
  value: Value;
  options: { value: Value; label: string; disabled?: boolean }[];
  onChange: (value: Value) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as Value)}
        className={`${inputClass} mt-1`}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className={`${cardClass} min-w-0 p-4`}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {hint && <p className="mb-2 text-xs text-slate-600 dark:text-slate-400">{hint}</p>}
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 break-words font-medium">{children}</dd>
    </>
  );
}
