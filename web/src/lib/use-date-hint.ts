import { useTranslation } from 'react-i18next';
import { dateFieldOrder } from '../../../db/contract/local-time.ts';

/**
 * The hint under a date field: "Format: dd/mm/yyyy" in the page's language, in the order the
 * browser's own date field uses (its locale, not the page's: an en-US browser shows mm/dd/yyyy).
 */
export function useDateHint(): string {
  const { t } = useTranslation();
  const browserLocale = typeof navigator === 'undefined' ? 'en-IN' : navigator.language;
  const { order, separator } = dateFieldOrder(browserLocale);
  return t('dateHint.format', { pattern: order.map((field) => t(`dateHint.${field}`)).join(separator) });
}
