/**
 * The reads behind matchKind: providers of matching specialties through search_docs_kind_idx,
 * services whose own name holds a matching word through the GIN index on words. Each list is
 * capped and best static score first, so a million-provider catalogue costs what its top does.
 */
import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type Db } from '#db/client.ts';
import { exactPattern } from '#db/queries/like-pattern.ts';
import type { CategoryId } from '#db/schema/index.ts';

/** Where to look: a category, a city (its city_key), an area to list first, one provider only. */
export type KindScope = {
  category: CategoryId | undefined;
  cityKey: string | undefined;
  preferArea: string | undefined;
  providerId: string | undefined;
};

/**
 * What makes a row of the kind. On the specialty side, a provider whose specialty matches (and its
 * services whose own name matches); on the service side, a service whose own name matches, of a
 * provider whose specialty does not (that provider counts on the specialty side).
 */
export type KindRows = {
  side: 'specialty' | 'service';
  specialtyKeys: readonly string[];
  wordIds: readonly number[];
  nameTokens: readonly number[];
};

/** Field 4 of `tokens` is a service's own name (fieldWeights in search-fields.ts). */
const serviceNameField = 4;

/** `tokens` entries of these words in a service's own name: the words array also holds its provider's name and place. */
export function serviceNameTokens(wordIds: readonly number[]): number[] {
  return wordIds.map((id) => (id << 3) | serviceNameField);
}

/** `tokens &&` decides (the word is in the service's own name); `words &&` is what the GIN index finds candidates by. */
function kindCondition(rows: KindRows, what: 'providers' | 'services'): SQL {
  const keys = sql`any(${sql.param(rows.specialtyKeys)}::text[])`;
  if (rows.side === 'specialty' && what === 'providers') return sql`kind = 'provider' and specialty_key = ${keys}`;
  const named = sql`kind = 'service' and words && ${sql.param(rows.wordIds)}::int[] and tokens && ${sql.param(rows.nameTokens)}::int[]`;
  if (rows.side === 'specialty') return sql`${named} and specialty_key = ${keys}`;
  return sql`${named} and (specialty_key is null or not specialty_key = ${keys})`;
}

/** The scope's conditions; `where` says whether the city and provider narrow (lists) or not (where else the kind is). */
function scopeCondition(scope: KindScope, where: 'listed' | 'anywhere'): SQL {
  const parts: SQL[] = [];
  if (scope.category) parts.push(sql` and category = ${scope.category}`);
  if (where === 'listed' && scope.cityKey !== undefined) parts.push(sql` and city_key = ${scope.cityKey}`);
  if (where === 'listed' && scope.providerId) parts.push(sql` and provider_id = ${scope.providerId}::uuid`);
  return sql.join(parts);
}

const areaFirst = (scope: KindScope, aggregate: boolean): SQL => {
  if (!scope.preferArea) return sql``;
  const inArea = sql`coalesce(area ilike ${exactPattern(scope.preferArea)}, false)`;
  return aggregate ? sql`bool_or(${inArea}) desc, ` : sql`${inArea} desc, `;
};

/** The distinct cities (as written) where the kind is, in the category. */
export async function kindCities(db: Db, rows: KindRows, scope: KindScope): Promise<string[]> {
  if (rows.side === 'specialty') return specialtyCities(db, rows.specialtyKeys, scope);
  const found = await executeRows<{ city: string }>(
    db,
    sql`select distinct city from search_docs where ${kindCondition(rows, 'providers')}${scopeCondition(scope, 'anywhere')}`,
  );
  return found.map((row) => row.city);
}

/**
 * The cities of providers of these specialties: a loose scan of search_docs_kind_idx, one probe per
 * (specialty, city), so "dentist" costs the number of cities with dentists, not of dentists.
 */
async function specialtyCities(db: Db, specialtyKeys: readonly string[], scope: KindScope): Promise<string[]> {
  const ofCategory = scope.category ? sql`and category = ${scope.category}` : sql``;
  const found = await executeRows<{ city: string }>(
    db,
    sql`with recursive c(skey, ckey, city) as (
          select k.key, n.city_key, n.city from unnest(${sql.param(specialtyKeys)}::text[]) k(key) cross join lateral (
            select city_key, city from search_docs
            where kind = 'provider' and specialty_key = k.key ${ofCategory} order by city_key limit 1) n
          union all
          select c.skey, n.city_key, n.city from c cross join lateral (
            select city_key, city from search_docs
            where kind = 'provider' and specialty_key = c.skey and city_key > c.ckey ${ofCategory} order by city_key limit 1) n
        )
        select distinct city from c`,
  );
  return found.map((row) => row.city);
}

/** Providers of the kind in the scope, the preferred area's first, then best static score. */
function kindProvidersQuery(rows: KindRows, scope: KindScope, limit: number): SQL {
  const where = sql`${kindCondition(rows, 'providers')}${scopeCondition(scope, 'listed')}`;
  // A service-name match lists a provider once, however many of its services match.
  return rows.side === 'specialty'
    ? sql`select provider_id from search_docs where ${where}
            order by ${areaFirst(scope, false)}score desc, label collate "C", id limit ${limit}`
    : sql`select provider_id from search_docs where ${where} group by provider_id
            order by ${areaFirst(scope, true)}max(score) desc, min(provider_name collate "C"), provider_id limit ${limit}`;
}

/**
 * Services of the listed providers (`providerIds`, a uuid[] expression) whose own name holds a matching
 * word, ordered as the providers are. Only the listed providers' services matter (slots are looked for
 * among those providers), and reading them by provider costs the list, where the words' index would
 * read every such service in the catalogue.
 */
function kindServicesQuery(rows: KindRows, scope: KindScope, providerIds: SQL, limit: number): SQL {
  return sql`select id from search_docs where provider_id = any(${providerIds}) and ${kindCondition(rows, 'services')}${scopeCondition(scope, 'listed')}
        order by ${areaFirst(scope, false)}score desc, label collate "C", id limit ${limit}`;
}

/**
 * The providers of the kind in the scope (at most `providerLimit`) and, when there are matching
 * words, their services whose own name holds one (at most `serviceLimit`): one round trip for both.
 */
export async function kindLists(
  db: Db,
  rows: KindRows,
  scope: KindScope,
  limits: { providers: number; services: number },
): Promise<{ providerIds: string[]; serviceIds: string[] }> {
  const providers = kindProvidersQuery(rows, scope, limits.providers);
  const services =
    rows.wordIds.length > 0 ? sql`array(${kindServicesQuery(rows, scope, sql`l.ids`, limits.services)})::text[]` : sql`'{}'::text[]`;
  const [row] = await executeRows<{ provider_ids: string[]; service_ids: string[] }>(
    db,
    sql`with l as (select array(${providers}) as ids) select l.ids::text[] as provider_ids, ${services} as service_ids from l`,
  );
  return { providerIds: row?.provider_ids ?? [], serviceIds: row?.service_ids ?? [] };
}

/**
 * Candidate dictionary words for each stem: those starting with it, and those whose stem it starts
 * with (dental for dentist), at most `limit` a stem, in word order. One round trip for all the stems.
 */
export async function candidateWords(
  db: Db,
  stems: readonly { stem: string; exact: readonly string[] }[],
  limit: number,
): Promise<{ id: number; word: string }[][]> {
  if (stems.length === 0) return [];
  const branches = stems.map(({ stem, exact }, index) => {
    const prefixed = stem.length >= 3 ? sql`word like ${`${exactPattern(stem)}%`} or ` : sql``;
    return sql`(select ${index}::int as stem, row_number() over (order by word)::int as at, id, word from search_words
      where ${prefixed}word = any(${sql.param(exact)}::text[]) order by word limit ${limit})`;
  });
  const rows = await executeRows<{ stem: number; at: number; id: number; word: string }>(db, sql.join(branches, sql` union all `));
  const words = stems.map((): { stem: number; at: number; id: number; word: string }[] => []);
  for (const row of rows) words[row.stem]?.push(row);
  return words.map((list) => list.sort((a, b) => a.at - b.at).map(({ id, word }) => ({ id, word })));
}
