import { expect } from 'vitest';
import type { ApiResponse } from './api-client.ts';

/** A refusal as DESIGN §4 wants it: a 4xx (this `status` when given), never a 5xx, in the error shape. */
export function expectRefused(response: ApiResponse, label: string, status?: number) {
  expect(response.status, `${label}: ${String(JSON.stringify(response.body)).slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(response.status, label).toBeLessThan(500);
  if (status) expect(response.status, label).toBe(status);
  expect(response.body, label).toEqual({ error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }) });
}
