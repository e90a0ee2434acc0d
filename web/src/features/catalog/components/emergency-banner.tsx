import { queryOptions, useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { client, json } from '../../../lib/api.ts';
import type { ActivePause } from '../../../lib/api-types.ts';
import { emergencyBannerText } from './emergency-banner-text.ts';

/** The server keeps the list a few seconds too; every catalogue page shares this one query. */
const activePausesQuery = queryOptions({
  queryKey: ['emergency', 'active'],
  queryFn: () => json(client.emergency.active.$get()),
  staleTime: 15_000,
});

const sameCity = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

export type BannerScope = { city?: string | undefined; category?: string | undefined; providerId?: string | undefined };

/** Whether a pause covers what the page shows: a provider's page, or a list filtered by city (and category). */
function covers(pause: ActivePause, scope: BannerScope): boolean {
  if (pause.scope === 'provider') return !!scope.providerId && pause.providerId === scope.providerId;
  if (!sameCity(pause.city, scope.city)) return false;
  return pause.scope === 'city' || !scope.category || pause.category === scope.category;
}

/** The emergency banner (floods, strikes): why bookings are paused here and until when, in the reader's language. */
export function EmergencyBanner(scope: BannerScope) {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(activePausesQuery);
  const shown = (data ?? []).filter((pause) => covers(pause, scope));
  if (shown.length === 0) return null;
  return (
    <div className="mt-4 grid gap-2" data-testid="emergency-banner">
      {shown.map((pause) => (
        <p
          key={pause.id}
          role="status"
          className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span className="break-words">{emergencyBannerText(t, i18n.language, pause, Date.now())}</span>
        </p>
      ))}
    </div>
  );
}
