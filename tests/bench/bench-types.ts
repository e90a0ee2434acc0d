import type pg from 'pg';
import type { AppContext } from '#api/core/context.ts';

/** What the benchmark runner gives each benchmark: the running app and a raw pool on the same data. */
export type BenchEnv = {
  /** Base URL of the real app (started with `startServer`) on the benchmark database. */
  baseUrl: string;
  /** The app's own context (same database) for setup work such as creating users. */
  ctx: AppContext;
  /** A separate node-postgres pool on the same database, for the baselines. */
  pool: pg.Pool;
  /** postgres:// URL of the benchmark database. */
  databaseUrl: string;
};

/** One printed figure, next to the baseline measured in the same run on the same data. */
export type BenchResult = {
  name: string;
  unit: string;
  value: number;
  baselineName: string;
  baseline: number;
  /** value / baseline (for latencies, lower is better; for throughputs, higher is better). */
  ratio: number;
  target?: string;
  note?: string;
};
