import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListedBooking } from '../../../lib/api-types.ts';
import { formatPhoneDisplay } from '../../../lib/format.ts';
import { useTimeReached } from '../../../lib/use-time-reached.ts';

/** No cancel notice: the window never closes before the start. */
const never = '9999-12-31T00:00:00.000Z';

/** Whether the provider's cancel notice has begun: the client can then only call (issue 26.1). */
export function useOnlineChangeClosed(booking: ListedBooking): boolean {
  return useTimeReached(booking.onlineChangesUntil ?? never);
}

/** Said instead of the cancel and reschedule buttons, which would be refused now. */
export function OnlineChangeClosed({ booking }: { booking: ListedBooking }) {
  const { t } = useTranslation();
  const phone = booking.providerPhone;
  return (
    <p className="mt-2 text-sm text-amber-900 dark:text-amber-200" data-testid="change-closed">
      {t('notice.locked')}{' '}
      {phone ? (
        <a href={`tel:${phone}`} className="inline-flex items-center gap-1 font-semibold underline">
          <Phone aria-hidden="true" className="h-3.5 w-3.5" />
          {t('notice.call', { phone: formatPhoneDisplay(phone) })}
        </a>
      ) : (
        t('notice.callNoPhone')
      )}
    </p>
  );
}
