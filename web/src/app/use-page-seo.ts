import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type seoStrings from '../../../locales/en/seo.json';
import { providerQuery } from '../features/catalog/index.ts';
import { applyVariant, createSeoUpdater, fitText, seoLimits, seoVariant, type PageSeo } from '../lib/seo.ts';

type SeoStrings = typeof seoStrings;
type PageKey = keyof SeoStrings['pages'];

/** Public pages by path; every other page (signed-in ones) gets the account's default texts. */
const pagesByPath: readonly [RegExp, PageKey][] = [
  [/^\/(?:home\/?)?$/, 'landing'],
  [/^\/providers\/?$/, 'providers'],
  [/^\/providers\/[^/]+\/?$/, 'provider'],
  [/^\/services\/?$/, 'services'],
  [/^\/services\/[^/]+\/book\/?$/, 'serviceBooking'],
  [/^\/(?:signin|login|auth)\/?$/, 'signIn'],
  [/^\/signup\/?$/, 'signUp'],
  [/^\/quickauth\/?$/, 'quickAuth'],
  [/^\/forgot-password\/?$/, 'forgotPassword'],
  [/^\/reset-password\/?$/, 'resetPassword'],
  [/^\/(?:mitra|ambient)\/?$/, 'mitra'],
];

/** The texts load with the first page view, in the page's language: they are not in the landing bundle. */
const seoFiles = import.meta.glob<{ default: SeoStrings }>('../../../locales/{en,hi,ta}/seo.json');

function useSeoStrings(language: string) {
  const [strings, setStrings] = useState<{ language: string; texts: SeoStrings }>();
  useEffect(() => {
    const load = seoFiles[`../../../locales/${language}/seo.json`] ?? seoFiles['../../../locales/en/seo.json'];
    let current = true;
    void load?.().then(
      ({ default: texts }) => {
        if (current) setStrings({ language, texts });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);
  return strings?.texts;
}

const interpolate = (text: string, values: Record<string, string>) =>
  text.replaceAll(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');

/** A provider page's texts name the provider: its data is the page's own (shared) query. */
function useProviderValues(providerId: string | undefined) {
  const { t } = useTranslation();
  const { data } = useQuery({ ...providerQuery(providerId ?? ''), enabled: providerId !== undefined });
  if (!data) return undefined;
  const specialty = data.specialty ?? t(`categories.${data.category}`);
  return { name: data.name, specialty, city: data.city, place: [data.area, data.city].filter(Boolean).join(', ') };
}

/**
 * Keeps the document's title and description in step with the page and the language (spec §9
 * SEO helper), in the visitor's A/B variant, and reports page views and SEO scores to the page's
 * analytics function when one exists. Called once, in the root layout.
 */
export function usePageSeo() {
  const { i18n } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const notFound = useRouterState({
    select: (state) => state.matches.some((match) => match.status === 'notFound' || match._notFound === true),
  });
  const strings = useSeoStrings(i18n.language);
  const key: PageKey = notFound ? 'notFound' : (pagesByPath.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'default');
  const providerId = key === 'provider' ? pathname.split('/')[2] : undefined;
  const providerValues = useProviderValues(providerId);
  const updater = useRef<ReturnType<typeof createSeoUpdater>>(undefined);

  useEffect(() => {
    updater.current = createSeoUpdater();
    return () => updater.current?.dispose();
  }, []);

  useEffect(() => {
    if (!strings) return;
    // Until the provider's data is in, its page keeps the providers' texts.
    const texts = key === 'provider' && !providerValues ? strings.pages.providers : strings.pages[key];
    const values = providerValues ?? {};
    const page: PageSeo = {
      type: key,
      title: fitText(interpolate(texts.title, values), seoLimits.title.max),
      description: fitText(interpolate(texts.description, values), seoLimits.description.max),
      dynamic: key === 'provider',
    };
    updater.current?.update(applyVariant(page, seoVariant(), strings.cta));
  }, [strings, key, providerValues, pathname]);
}
