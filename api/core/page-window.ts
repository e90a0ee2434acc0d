/** Offset and limit of a 1-based page (every paged list, admin tables first). */
export function pageWindow(page: { page: number; pageSize: number }) {
  return { offset: (page.page - 1) * page.pageSize, limit: page.pageSize };
}
