import { readFileSync } from 'node:fs';
import i18next from 'i18next';

const webStrings = (language: string) => JSON.parse(readFileSync(new URL(`../../locales/${language}/web.json`, import.meta.url), 'utf8'));

/** The web app's i18next set-up (web/src/lib/i18n.ts) over its `web` strings: React escapes, so i18next does not. */
export async function webTranslatorFor(language: string) {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { [language]: { web: webStrings(language) } },
    lng: language,
    defaultNS: 'web',
    ns: ['web'],
    interpolation: { escapeValue: false },
  });
  return instance.t;
}
