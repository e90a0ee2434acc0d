import { useTranslation } from 'react-i18next';
import { istIso } from '../../../../../db/contract/ist.ts';
import { formatIstDay, formatIstTime } from '../../../lib/format.ts';
import type { ChatFormats } from './chat-types.ts';

/** Dates and times as people write them in the chat's language (not 2026-11-26, 17:30). */
export function useChatFormats(): ChatFormats {
  const { i18n } = useTranslation();
  return {
    day: (date) => formatIstDay(date, i18n.language, { weekday: 'short', day: 'numeric', month: 'short' }),
    time: (time) => formatIstTime(istIso('2000-01-01', time), i18n.language),
  };
}
