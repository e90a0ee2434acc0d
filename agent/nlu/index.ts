/** The offline model's language understanding: `understand(text, { now, previous })`. */
export { understand } from './understand.ts';
export { shiftBooking } from './extract/relative-move.ts';
export { agreesToCancel } from './extract/agreement.ts';
export { nluCategoryIds, isNluCategoryId, type NluCategoryId } from './categories.ts';
export type {
  CarriedField,
  Clarification,
  ConversationMemory,
  DateExpression,
  Intent,
  OfferedOption,
  RelativeMove,
  ReplyLanguage,
  ResolvedDate,
  Script,
  TimeWindow,
  Understanding,
  UnderstandOptions,
  Variety,
  Weekday,
} from './types.ts';
