import { Link } from '@tanstack/react-router';
import { BadgeCheck, MapPin, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProviderCard as ProviderCardData } from '../../../lib/api-types.ts';
import { formatRupees } from '../../../lib/format.ts';
import { CategoryIcon } from './category-icon.tsx';
import { buttonClass, cardClass } from '../../../components/ui/ui.ts';

export function RatingBadge({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
  const { t } = useTranslation();
  if (rating === null || reviewCount === 0) {
    return (
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
        {t('providers.newProvider')}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <Star aria-hidden="true" className="h-4 w-4 fill-saffron-500 text-saffron-500" />
      <span className="font-semibold">{rating.toFixed(1)}</span>
      <span className="text-slate-600 dark:text-slate-400">({t('providers.reviewCount', { count: reviewCount })})</span>
    </span>
  );
}

export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-900/50 dark:text-brand-200">
      <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
      {t('providers.verified')}
    </span>
  );
}

export function ProviderAvatar({ provider, size = 'h-14 w-14' }: { provider: ProviderCardData; size?: string }) {
  if (provider.avatarUrl) {
    return <img src={provider.avatarUrl} alt="" loading="lazy" decoding="async" className={`${size} flex-none rounded-2xl object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${size} flex flex-none items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300`}
    >
      <CategoryIcon category={provider.category} className="h-7 w-7" />
    </span>
  );
}

export function ProviderCard({ provider }: { provider: ProviderCardData }) {
  const { t, i18n } = useTranslation();
  return (
    <article className={`${cardClass} flex h-full flex-col p-5`} data-testid="provider-card">
      <div className="flex gap-4">
        <ProviderAvatar provider={provider} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="max-w-full truncate text-lg font-semibold">{provider.name}</h2>
            {provider.verified && <VerifiedBadge />}
          </div>
          <p className="text-sm text-slate-700 dark:text-slate-300">{provider.specialty ?? t(`categories.${provider.category}`)}</p>
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
            <MapPin aria-hidden="true" className="h-3.5 w-3.5" />
            {[provider.area, provider.city].filter(Boolean).join(', ')}
          </p>
        </div>
      </div>
      {/* Pushed to the bottom, so every card of a grid row ends its button on the same line. */}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
        <RatingBadge rating={provider.rating} reviewCount={provider.reviewCount} />
        {provider.priceFromPaise !== null && (
          <span className="text-sm font-semibold">
            {t('providers.priceFrom', { price: formatRupees(provider.priceFromPaise, i18n.language) })}
          </span>
        )}
      </div>
      <Link
        to="/providers/$providerId"
        params={{ providerId: provider.id }}
        className={buttonClass('secondary', 'md', 'mt-4 w-full')}
        aria-label={`${t('providers.viewProfile')}: ${provider.name}`}
      >
        {t('providers.viewProfile')}
      </Link>
    </article>
  );
}
