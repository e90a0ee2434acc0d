import { sql } from 'drizzle-orm';
import { IST } from '../contract/ist.ts';

/**
 * The IST zone as an SQL literal, for `at time zone ${istZone}`: inlined rather than bound, so the
 * statement text stays what an expression index or a plan cache saw before.
 */
export const istZone = sql.raw(`'${IST}'`);
