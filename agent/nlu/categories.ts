/**
 * The catalogue categories as the parser names them: the one list in db/contract/categories.ts, a
 * module without imports, so the parser stays pure.
 */
export {
  categoryIds as nluCategoryIds,
  isCategoryId as isNluCategoryId,
  type CategoryId as NluCategoryId,
} from '#db/contract/categories.ts';
