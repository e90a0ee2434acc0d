import en from '../../../../locales/en/startup.json';
import hi from '../../../../locales/hi/startup.json';
import ta from '../../../../locales/ta/startup.json';
import { detectLanguage } from '../i18n.ts';

export type StartupText = typeof en;

/**
 * The start-up screens' words. They show before (or instead of) the language system, so the three
 * languages' few strings ship with the app and are chosen the way i18n.ts chooses.
 */
export function startupText(): StartupText {
  try {
    return { en, hi, ta }[detectLanguage()];
  } catch {
    return en;
  }
}

/** `{{name}}` placeholders, as i18next writes them. */
export function fill(template: string, values: Record<string, string | number>) {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}
