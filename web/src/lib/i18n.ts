import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../../locales/en/web.json';

export const languages = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'हिन्दी' },
  { code: 'ta', label: 'தமிழ்' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];

/** Where the visitor's explicit choice is kept (spec §9: choice cached in local storage). */
export const languageStorageKey = 'lang';

function isLanguage(value: string | null | undefined): value is LanguageCode {
  return languages.some((language) => language.code === value);
}

/** Spec §9 detection order: stored choice, then the browser's languages, then the html tag, then English. */
export function detectLanguage(): LanguageCode {
  const stored = readStoredLanguage();
  if (isLanguage(stored)) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  const htmlLang = document.documentElement.lang.split('-')[0];
  return isLanguage(htmlLang) ? htmlLang : 'en';
}

function readStoredLanguage() {
  try {
    return localStorage.getItem(languageStorageKey);
  } catch {
    // Storage is blocked in some private modes; detection falls through to the browser.
    return null;
  }
}

/** English ships with the app (it is the fallback); Hindi and Tamil load when first needed. */
const loaders: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: typeof en }>> = {
  hi: () => import('../../../locales/hi/web.json'),
  ta: () => import('../../../locales/ta/web.json'),
};

async function loadLanguage(code: LanguageCode) {
  if (code === 'en' || i18next.hasResourceBundle(code, 'web')) return;
  const { default: strings } = await loaders[code]();
  i18next.addResourceBundle(code, 'web', strings);
}

/**
 * Page namespaces: strings that only one signed-in page uses ship with that page instead of with
 * the landing page. The page's route loader calls `loadNamespace` before the page renders.
 */
export const pageNamespaces = [
  'rewards',
  'health-records',
  'settings',
  'provider-web',
  'admin',
  'admin-people',
  'admin-money',
  'admin-system',
  'admin-insights',
  'admin-ops',
  'admin-care',
] as const;
export type PageNamespace = (typeof pageNamespaces)[number];

type Strings = { default: Record<string, unknown> };
const namespaceFiles = import.meta.glob<Strings>(
  '../../../locales/{en,hi,ta}/{rewards,health-records,settings,provider-web,admin,admin-people,admin-money,admin-system,admin-insights,admin-ops,admin-care}.json',
);
const usedNamespaces = new Set<PageNamespace>();

async function loadNamespaceIn(code: LanguageCode, ns: PageNamespace) {
  if (i18next.hasResourceBundle(code, ns)) return;
  const load = namespaceFiles[`../../../locales/${code}/${ns}.json`];
  if (!load) throw new Error(`No ${ns} strings for ${code}`);
  const { default: strings } = await load();
  i18next.addResourceBundle(code, ns, strings);
}

/**
 * Loads a page namespace in the current language and in English, the fallback. At start-up the route
 * loads alongside the language itself, so the language being set up (detected) counts as current too.
 */
export async function loadNamespace(ns: PageNamespace) {
  usedNamespaces.add(ns);
  const current = isLanguage(i18next.language) ? i18next.language : 'en';
  await Promise.all([...new Set<LanguageCode>(['en', current, detectLanguage()])].map((code) => loadNamespaceIn(code, ns)));
}

export async function changeLanguage(code: LanguageCode) {
  try {
    localStorage.setItem(languageStorageKey, code);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  await Promise.all([loadLanguage(code), ...[...usedNamespaces].map((ns) => loadNamespaceIn(code, ns))]);
  await i18next.changeLanguage(code);
}

// The page's title follows the language through usePageSeo (app/use-page-seo.ts).
i18next.on('languageChanged', (code) => {
  // No document when the build prerenders the public pages.
  if (typeof document !== 'undefined') document.documentElement.lang = code;
});

/**
 * Resolves once the detected language's strings are in, so the first paint is already translated.
 * English is set up first, so when the language's strings fail to load (the start-up check then
 * offers Retry), the app can still continue in English. Safe to call again to retry.
 */
export async function initI18n() {
  const lng = detectLanguage();
  document.documentElement.lang = lng;
  if (!i18next.isInitialized) await initEnglish();
  if (lng !== 'en') {
    await loadLanguage(lng);
    await i18next.changeLanguage(lng);
  }
  return i18next;
}

/** English, the fallback, ready without a fetch: the browser's start and the build's prerender both begin here. */
export async function initEnglish() {
  await i18next.use(initReactI18next).init({
    resources: { en: { web: en } },
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'web',
    ns: ['web'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}
