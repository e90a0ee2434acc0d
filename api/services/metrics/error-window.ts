/** Ten-second buckets over the last five minutes: the Health page's error rate, per process. */
const bucketMs = 10_000;
export const errorWindowMs = 5 * 60_000;

type Bucket = { total: number; errors: number };
const buckets = new Map<number, Bucket>();

function prune(nowMs: number) {
  const oldest = Math.floor((nowMs - errorWindowMs) / bucketMs);
  for (const key of buckets.keys()) if (key < oldest) buckets.delete(key);
}

/** Counts an answered request; 5xx answers are the errors. */
export function countAnswer(status: number, nowMs: number): void {
  const key = Math.floor(nowMs / bucketMs);
  const bucket = buckets.get(key) ?? { total: 0, errors: 0 };
  bucket.total += 1;
  if (status >= 500) bucket.errors += 1;
  buckets.set(key, bucket);
  if (buckets.size > errorWindowMs / bucketMs + 2) prune(nowMs);
}

/** Requests and 5xx answers of the last five minutes, and the share (0 without requests). */
export function errorRate(nowMs: number): { requests: number; errors: number; share: number } {
  prune(nowMs);
  let requests = 0;
  let errors = 0;
  for (const bucket of buckets.values()) {
    requests += bucket.total;
    errors += bucket.errors;
  }
  return { requests, errors, share: requests === 0 ? 0 : errors / requests };
}
