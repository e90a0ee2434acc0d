import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, cardClass } from '../../../../components/ui/ui.ts';

/** Each kind of item waiting for an admin: its test ids and the text keys of its buttons. */
const kinds = {
  request: { card: 'role-request', keys: 'requests', ids: 'request' },
  service: { card: 'pending-service', keys: 'services', ids: 'service' },
  name: { card: 'pending-name', keys: 'names', ids: 'name' },
} as const;

/**
 * One item waiting for an admin (`children` say what it is): Approve runs `approve` on its id, or hands
 * it to `onApprove` (a dialog that asks to confirm) when given; Reject hands it to `onReject` (the
 * dialog that asks for the reason).
 */
export function ApprovalCard<Item extends { id: string }>(props: {
  kind: keyof typeof kinds;
  item: Item;
  approve: { isPending: boolean; mutate: (variables: { id: string }) => void };
  onApprove?: (item: Item) => void;
  onReject: (item: Item) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-people');
  const { card, keys, ids } = kinds[props.kind];
  const buttons = [
    {
      tone: 'primary',
      label: t(`${keys}.approve`),
      testId: `approve-${ids}`,
      disabled: props.approve.isPending,
      onClick: () => (props.onApprove ? props.onApprove(props.item) : props.approve.mutate({ id: props.item.id })),
    },
    {
      tone: 'outline',
      label: t(`${keys}.reject`),
      testId: `reject-${ids}`,
      disabled: undefined,
      onClick: () => props.onReject(props.item),
    },
  ] as const;
  return (
    <li className={`${cardClass} p-4`} data-testid={card}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">{props.children}</div>
        <div className="flex flex-wrap gap-2">
          {buttons.map((button) => (
            <button
              key={button.testId}
              type="button"
              className={buttonClass(button.tone, 'sm')}
              disabled={button.disabled}
              onClick={button.onClick}
              data-testid={button.testId}
            >
              {button.label}
            </button>
          ))}
        </div>
      </div>
    </li>
  );
}
