import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate, useRouter } from '@tanstack/react-router';
import { ArrowLeft, Clock, Languages, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { providerQuery } from './api/catalog-queries.ts';
import { ProviderAvatar, RatingBadge, VerifiedBadge } from './components/provider-card.tsx';
import { bookingKeys, refreshAfterBookingChange, rememberBooking, slotsQuery } from '../../server-state/bookings-queries.ts';
import { SlotPicker } from '../../components/ui/slot-picker.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { buttonClass, cardClass } from '../../components/ui/ui.ts';
import { ApiError, api } from '../../lib/api.ts';
import type { ProviderDetail, ProviderService, Slot } from '../../lib/api-types.ts';
import { cn } from '../../lib/cn.ts';
import { formatIstDate, formatIstDateTime, formatRupees } from '../../lib/format.ts';
import { noticeLine } from '../../lib/notice-duration.ts';
import { notifyError } from '../../lib/notify-error.ts';
import { pageDataUpdatedAt, providerFromPage } from '../../lib/page-data.ts';
import { readSlotChoice, type BookingSearch } from '../../lib/search-params.ts';
import { useSession } from '../../lib/use-session.ts';
import { EmergencyBanner } from './components/emergency-banner.tsx';
import { nearestSlots, SlotNotice } from './components/slot-notice.tsx';
import { WaitlistJoin } from '../waitlist/index.ts';

const route = getRouteApi('/providers/$providerId');

function ServiceList({
  services,
  selected,
  onSelect,
}: {
  services: ProviderService[];
  selected: string | undefined;
  onSelect: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset>
      <legend className="text-lg font-semibold">{t('provider.chooseService')}</legend>
      <div className="mt-3 grid gap-2">
        {services.map((service) => (
          <label
            key={service.id}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition',
              selected === service.id
                ? 'border-brand-600 bg-brand-50/60 ring-1 ring-brand-600 dark:bg-brand-900/30'
                : 'border-slate-200 hover:border-brand-300 dark:border-slate-700',
            )}
          >
            <input
              type="radio"
              name="service"
              value={service.id}
              checked={selected === service.id}
              onChange={() => onSelect(service.id)}
              className="mt-1 accent-brand-700"
            />
            <span className="flex-1">
              <span className="block font-semibold">{service.name}</span>
              {service.description && (
                <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">{service.description}</span>
              )}
              <span className="mt-1 flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
                <Clock aria-hidden="true" className="h-3.5 w-3.5" />
                {t('provider.minutes', { count: service.durationMinutes })}
              </span>
            </span>
            <span className="font-semibold">
              {service.pricePaise > 0 ? formatRupees(service.pricePaise, i18n.language) : t('provider.free')}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ProviderHeader({ provider }: { provider: ProviderDetail }) {
  const { t } = useTranslation();
  return (
    <div className={`${cardClass} p-6`}>
      <div className="flex flex-col gap-4 sm:flex-row">
        <ProviderAvatar provider={provider} size="h-20 w-20" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight">{provider.name}</h1>
            {provider.verified && <VerifiedBadge />}
          </div>
          <p className="text-slate-700 dark:text-slate-300">{provider.specialty ?? t(`categories.${provider.category}`)}</p>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <RatingBadge rating={provider.rating} reviewCount={provider.reviewCount} />
            <span className="flex items-center gap-1">
              <MapPin aria-hidden="true" className="h-4 w-4" />
              {[provider.area, provider.city].filter(Boolean).join(', ')}
            </span>
            {provider.languages.length > 0 && (
              <span className="flex items-center gap-1">
                <Languages aria-hidden="true" className="h-4 w-4" />
                {t('provider.languages', { languages: provider.languages.join(', ').toUpperCase() })}
              </span>
            )}
          </div>
        </div>
      </div>
      <EmergencyBanner providerId={provider.id} city={provider.city} category={provider.category} />
      {provider.bio && (
        <section className="mt-5">
          <h2 className="font-semibold">{t('provider.about')}</h2>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{provider.bio}</p>
        </section>
      )}
    </div>
  );
}

/** The provider's notice periods, shown before the client picks a slot (issue 26.1). */
function NoticeLine({ provider }: { provider: ProviderDetail }) {
  const { t } = useTranslation();
  const line = noticeLine(t, provider);
  if (!line) return null;
  return (
    <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-700 dark:text-slate-300" data-testid="notice-line">
      <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {line}
    </p>
  );
}

function Reviews({ provider }: { provider: ProviderDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <section className={`${cardClass} p-6`}>
      <h2 className="text-lg font-semibold">{t('provider.reviews')}</h2>
      {provider.reviews.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('provider.noReviews')}</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {provider.reviews.map((review) => (
            <li
              key={`${review.authorName}-${review.createdAt}`}
              className="border-b border-slate-100 pb-4 last:border-0 dark:border-slate-800"
              data-testid="public-review"
            >
              <p className="flex items-center justify-between text-sm">
                <span className="font-semibold">{review.authorName}</span>
                <span aria-label={`${review.rating}/5`}>{'★'.repeat(review.rating)}</span>
              </p>
              {review.comment && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{review.comment}</p>}
              {review.reply && (
                <div
                  className="mt-2 rounded-lg border-l-4 border-brand-600 bg-slate-50 px-3 py-2 text-sm dark:bg-slate-900"
                  data-testid="review-reply"
                >
                  <p className="text-xs font-semibold text-slate-700 dark:text-slate-300">{t('provider.reply')}</p>
                  <p className="mt-0.5 text-slate-700 dark:text-slate-300">{review.reply}</p>
                </div>
              )}
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {formatIstDate(review.createdAt, i18n.language, { weekday: undefined, year: 'numeric' })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ProviderPage() {
  const { providerId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearch = (next: BookingSearch) => void navigate({ search: next, replace: true, resetScroll: false });
  return <ProviderBooking providerId={providerId} search={search} onSearch={onSearch} />;
}

/** The slot the link names among the free ones, or why it is not there. */
function chosenSlot(search: BookingSearch, slots: Slot[] | undefined) {
  const choice = readSlotChoice(search);
  if (choice.kind === 'none') return { slot: undefined, problem: undefined };
  if (choice.kind === 'unreadable') return { slot: undefined, problem: { kind: 'unreadable' } as const };
  if (!slots) return { slot: undefined, problem: undefined };
  const slot = slots.find((entry) => entry.date === choice.day && entry.time === choice.time);
  if (slot) return { slot, problem: undefined };
  return {
    slot,
    problem: { kind: 'taken', day: choice.day, time: choice.time, nearby: nearestSlots(slots, choice.day, choice.time) } as const,
  };
}

/**
 * The booking view of a provider. The chosen service, day and time, and whether the confirm step is
 * open, live in the page's URL (`search`, changed through `onSearch`): a reload, sign-in and sign-up
 * all come back to the same choice (issue 24).
 */
export function ProviderBooking({
  providerId,
  initialServiceId,
  search,
  onSearch,
}: {
  providerId: string;
  initialServiceId?: string;
  search: BookingSearch;
  onSearch: (next: BookingSearch) => void;
}) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const router = useRouter();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const provider = useQuery({
    ...providerQuery(providerId),
    // The server drew this provider's page with its data: the live page starts from it, no fetch, no spinner.
    initialData: () => providerFromPage(providerId),
    initialDataUpdatedAt: pageDataUpdatedAt,
  });
  const offered = (id: string | undefined) => provider.data?.services.some((entry) => entry.id === id);
  const serviceId = [search.service, initialServiceId].find(offered) ?? provider.data?.services[0]?.id;
  const slots = useQuery({ ...slotsQuery(providerId, serviceId), enabled: provider.isSuccess });
  const { slot, problem } = chosenSlot(search, slots.data);
  const confirming = Boolean(search.confirm && user && slot);
  const chooseSlot = (next: Slot) => onSearch({ ...search, day: next.date, time: next.time, confirm: undefined });

  const book = useMutation({
    mutationFn: () => api.createBooking({ slotId: slot?.id ?? '', serviceId }),
    onSuccess: async (booking) => {
      // Going back to this page later must not open the confirm step of a slot that is now taken.
      onSearch({ ...search, confirm: undefined });
      toast.success(t('toast.bookingConfirmed'), { description: t('toast.bookingConfirmedBody') });
      rememberBooking(queryClient, booking);
      refreshAfterBookingChange(queryClient);
      await navigate({ to: '/booking-confirmation', search: { bookingId: booking.id } });
    },
    onError: (error) => {
      onSearch({ ...search, confirm: undefined });
      notifyError(error);
      // Taken meanwhile: the fresh slots no longer hold the choice, and the notice offers the nearest.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: bookingKeys.providerSlots(providerId) });
      }
    },
  });

  if (provider.isPending) return <Spinner fill />;
  if (provider.isError || !provider.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <p className="text-lg font-semibold">{t('provider.notFound')}</p>
        <Link to="/providers" className={buttonClass('primary', 'md', 'mt-4')}>
          {t('provider.back')}
        </Link>
      </div>
    );
  }
  const detail = provider.data;
  const service = detail.services.find((entry) => entry.id === serviceId);

  const onBook = () => {
    if (user) {
      onSearch({ ...search, service: serviceId, confirm: true });
      return;
    }
    // Back here at the confirm step once signed in or up: the choice is in the URL, `confirm` opens the step.
    const { pathname, searchStr } = router.state.location;
    const params = new URLSearchParams(searchStr);
    if (serviceId) params.set('service', serviceId);
    params.set('confirm', 'true');
    void navigate({ to: '/signin', search: { redirect: `${pathname}?${params.toString()}` } });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Link
        to="/providers"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('provider.back')}
      </Link>
      {/* On a phone the order is: who, services, slots, reviews; on a laptop the slots sit beside them. */}
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="min-w-0 space-y-6">
          <ProviderHeader provider={detail} />
          {detail.services.length > 0 && (
            <div className={`${cardClass} p-6`}>
              <ServiceList services={detail.services} selected={serviceId} onSelect={(id) => onSearch({ service: id })} />
            </div>
          )}
        </div>
        <aside
          className={`${cardClass} h-fit min-w-0 p-6 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1`}
          aria-labelledby="slots-title"
        >
          <h2 id="slots-title" className="text-lg font-semibold">
            {t('provider.slotsTitle')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('provider.slotsSubtitle')}</p>
          <NoticeLine provider={detail} />
          <div className="mt-4">
            {problem && <SlotNotice problem={problem} onPick={chooseSlot} />}
            {slots.isPending ? <Spinner /> : <SlotPicker slots={slots.data ?? []} selected={slot?.id ?? null} onSelect={chooseSlot} />}
          </div>
          <button
            type="button"
            disabled={!slot}
            onClick={onBook}
            className={buttonClass('primary', 'lg', 'mt-6 w-full')}
            data-testid="book-slot"
          >
            {slot ? (user ? t('provider.book') : t('book.signInToBook')) : t('provider.selectSlotFirst')}
          </button>
          {slots.isSuccess && <WaitlistJoin providerId={providerId} slots={slots.data} />}
        </aside>
        <div className="min-w-0 lg:col-start-1">
          <Reviews provider={detail} />
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => onSearch({ ...search, confirm: open || undefined })}
        title={t('book.title')}
        description={t('book.description')}
        confirmLabel={book.isPending ? t('book.booking') : t('book.confirm')}
        cancelLabel={t('book.cancel')}
        busy={book.isPending}
        onConfirm={() => book.mutate()}
      >
        <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] [overflow-wrap:anywhere] gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm dark:bg-slate-800">
          <dt className="text-slate-600 dark:text-slate-400">{t('book.provider')}</dt>
          <dd className="font-semibold">{detail.name}</dd>
          {service && (
            <>
              <dt className="text-slate-600 dark:text-slate-400">{t('book.service')}</dt>
              <dd className="font-semibold">{service.name}</dd>
            </>
          )}
          {slot && (
            <>
              <dt className="text-slate-600 dark:text-slate-400">{t('book.when')}</dt>
              <dd className="font-semibold">{formatIstDateTime(slot.startsAt, i18n.language)}</dd>
            </>
          )}
          {service && (
            <>
              <dt className="text-slate-600 dark:text-slate-400">{t('book.price')}</dt>
              <dd className="font-semibold">
                {service.pricePaise > 0 ? formatRupees(service.pricePaise, i18n.language) : t('provider.free')}
              </dd>
            </>
          )}
        </dl>
      </ConfirmDialog>
    </div>
  );
}
