/**
 * The catalogue categories as the parser names them: the one list in db/schema/categories.ts, a
 * module without imports, so the parser stays pure.
 */
export { categoryIds as nluCategoryIds, isCategoryId as isNluCategoryId, type CategoryId as NluCategoryId } from '#db/schema/categories.ts';
