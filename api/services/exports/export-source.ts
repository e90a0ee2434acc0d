import type { Cell } from './csv-cells.ts';

/** One kind's export: its header row, how many rows the filtered list has, and its rows batch by batch. */
export type ExportSource = {
  header: string[];
  count: () => Promise<number>;
  /** The rows after `afterId` in id order, at most `limit`, as cells, with the last row's id. */
  after: (afterId: string | null, limit: number) => Promise<{ rows: Cell[][]; lastId: string | null }>;
};

/** `after` from a list's keyset reader and a row's cells. */
export function keyset<Row extends { id: string }>(
  fetch: (afterId: string | null, limit: number) => Promise<Row[]>,
  cells: (row: Row) => Cell[],
) {
  return async (afterId: string | null, limit: number) => {
    const rows = await fetch(afterId, limit);
    return { rows: rows.map(cells), lastId: rows.at(-1)?.id ?? null };
  };
}

/** One row counts the filtered list (the lists' own totals, so the export and the table agree). */
export const countPage = { page: 1, pageSize: 1 } as const;
