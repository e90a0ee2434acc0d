import { createInstance, type ResourceLanguage } from 'i18next';

/** A translation function fixed to one locale. Keys are built at run time (from kinds and audiences). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The server's one way to translate: an i18next instance over bundled resources (so it starts
 * synchronously), one namespace, English as the fallback, and a translator per locale made once.
 * @example const textsFor = createTranslators('messages', { en, hi, ta }); textsFor('hi')('optedOut')
 */
export function createTranslators<L extends string>(namespace: string, resources: Record<L, ResourceLanguage>): (locale: L) => Translate {
  const i18n = createInstance();
  void i18n.init({
    resources: Object.fromEntries(Object.entries<ResourceLanguage>(resources).map(([locale, texts]) => [locale, { [namespace]: texts }])),
    lng: 'en',
    fallbackLng: 'en',
    ns: [namespace],
    defaultNS: namespace,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const translators = new Map<L, Translate>();
  return (locale) => {
    let translate = translators.get(locale);
    if (!translate) {
      // i18next types its keys from the web app's resources; here keys are plain strings.
      translate = i18n.getFixedT(locale) as unknown as Translate;
      translators.set(locale, translate);
    }
    return translate;
  };
}
