/** A background job's last run in this process, for the heartbeat. */
export type WorkerStatus = { lastRunAt: string | null; lastError: string | null };

/** Per process on purpose: each instance reports its own workers in its own heartbeat row. */
const statuses = new Map<string, WorkerStatus>();

/** Records that a job ran (and how it ended); a success clears the previous error. */
export function noteWorkerRun(name: string, at: Date, error?: unknown): void {
  const message = error === undefined ? null : error instanceof Error ? error.message : String(error);
  statuses.set(name, { lastRunAt: at.toISOString(), lastError: message });
}

/** Registers a job before its first run, so the heartbeat lists it as not yet run. */
export function registerWorker(name: string): void {
  if (!statuses.has(name)) statuses.set(name, { lastRunAt: null, lastError: null });
}

export function workerStatuses(): Record<string, WorkerStatus> {
  return Object.fromEntries(statuses);
}
