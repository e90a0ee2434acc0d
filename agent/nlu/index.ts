/** The offline model's language understanding: `understand(text, { now, previous })`. */
export { understand } from './understand.ts';
export { nluCategoryIds, isNluCategoryId, type NluCategoryId } from './categories.ts';
export type {
  CarriedField,
  Clarification,
  ConversationMemory,
  DateExpression,
  Intent,
  OfferedOption,
  ReplyLanguage,
  ResolvedDate,
  Script,
  TimeWindow,
  Understanding,
  UnderstandOptions,
  Variety,
  Weekday,
} from './types.ts';
