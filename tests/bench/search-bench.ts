/**
 * Search latency: GET /api/search on the running app against a plain pg_trgm query sent over a
 * pg pool on the same data, request by request in turn (so machine noise hits both alike).
 * Print-free: returns the figures, and whether typos still found the right things.
 */
import { percentile } from './bench-support.ts';
import type { BenchEnv, BenchResult } from './bench-types.ts';

type Hit = { kind: string; label: string; category: string; specialty: string | null };

/** Broad 3–4 letter terms, full words and typos, as the brief's benchmark mix. */
export const searchTerms = {
  broad: ['doc', 'sal', 'plum', 'tut'],
  full: ['dermatologist', 'haircut', 'Mehta'],
  typo: ['dermatolgist', 'plumbr', 'tutr'],
} as const;

/** What the first hit of each typo must be to count as found. */
const typoExpectations: Record<string, (hit: Hit) => boolean> = {
  dermatolgist: (hit) => /dermatolog/i.test(hit.specialty ?? '') || /dermatolog/i.test(hit.label),
  plumbr: (hit) => hit.category === 'plumber',
  tutr: (hit) => hit.category === 'tutor',
};

/** The baseline of the brief: trigram ILIKE or similarity over provider and service names, top 8. */
export const baselineSql = `
  select kind, id, label from (
    select 'provider' as kind, id, name as label from providers
    union all
    select 'service' as kind, id, name as label from services
  ) catalogue
  where label ilike $1 or label % $2
  order by similarity(label, $2) desc
  limit 8`;

const rounds = 40;
const warmupRounds = 5;

async function timeOurs(baseUrl: string, term: string): Promise<{ ms: number; hits: Hit[] }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/search?q=${encodeURIComponent(term)}`);
  const hits = (await response.json()) as Hit[];
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET /api/search?q=${term} answered ${response.status}`);
  return { ms, hits };
}

async function timeBaseline(env: BenchEnv, term: string): Promise<{ ms: number; labels: string[] }> {
  const started = performance.now();
  const result = await env.pool.query<{ label: string }>(baselineSql, [`%${term}%`, term]);
  return { ms: performance.now() - started, labels: result.rows.map((row) => row.label) };
}

function typoNote(firstHits: Map<string, Hit | undefined>, baselineFirst: Map<string, string | undefined>): string {
  const found = searchTerms.typo.map((term) => {
    const hit = firstHits.get(term);
    const ok = hit !== undefined && typoExpectations[term]!(hit);
    return `${term}→${hit ? `${hit.label}${hit.specialty ? ` (${hit.specialty})` : ''}` : 'nothing'} ${ok ? 'found' : 'MISSED'}`;
  });
  const baseline = searchTerms.typo.map((term) => `${term}→${baselineFirst.get(term) ?? 'nothing'}`);
  return `typos: ${found.join('; ')} | baseline first hits: ${baseline.join('; ')}`;
}

/** Measures search latency p50/p99 against the trigram baseline; returns two results. */
export async function runSearchBench(env: BenchEnv): Promise<BenchResult[]> {
  const terms = [...searchTerms.broad, ...searchTerms.full, ...searchTerms.typo];
  // Fresh statistics after the bulk seed, or the baseline is judged on bad plans.
  await env.pool.query('analyze providers, services');
  for (let round = 0; round < warmupRounds; round++) {
    for (const term of terms) {
      await timeOurs(env.baseUrl, term);
      await timeBaseline(env, term);
    }
  }
  const ours: number[] = [];
  const baseline: number[] = [];
  const firstHits = new Map<string, Hit | undefined>();
  const baselineFirst = new Map<string, string | undefined>();
  for (let round = 0; round < rounds; round++) {
    for (const term of terms) {
      const our = await timeOurs(env.baseUrl, term);
      const base = await timeBaseline(env, term);
      ours.push(our.ms);
      baseline.push(base.ms);
      firstHits.set(term, our.hits[0]);
      baselineFirst.set(term, base.labels[0]);
    }
  }
  const figure = (name: string, fraction: number, extra: Partial<BenchResult> = {}): BenchResult => {
    const value = percentile(ours, fraction);
    const base = percentile(baseline, fraction);
    return {
      name,
      unit: 'ms',
      value,
      baselineName: 'pg_trgm ILIKE/similarity top 8 (pg pool)',
      baseline: base,
      ratio: value / base,
      ...extra,
    };
  };
  return [
    figure(`search p50 (${ours.length} requests)`, 0.5),
    figure('search p99 (GET /api/search)', 0.99, { target: '≤ 0.5× baseline', note: typoNote(firstHits, baselineFirst) }),
  ];
}
