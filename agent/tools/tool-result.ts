import { AppError } from '#api/core/errors.ts';

/** Expected failures a tool reports to the model instead of throwing, so it can explain them. */
export type ToolFailureReason =
  | 'sign_in_required'
  | 'not_confirmed'
  | 'slot_taken'
  | 'slot_unavailable'
  | 'quota_exceeded'
  | 'not_found'
  | 'nothing_found'
  | 'no_slots'
  | 'booking_not_active'
  | 'forbidden'
  | 'invalid_request'
  | 'kind_mismatch'
  | 'kind_required'
  | 'duplicate_warning'
  | 'other_service'
  | 'limit_reached'
  | 'no_show_block'
  | 'notice_too_short';

/** `details` are the error's own (`until` of a no-show block, the provider's phone of a notice too short), for the reply to say them. */
export type ToolFailure = { ok: false; reason: ToolFailureReason; message: string; details?: Record<string, unknown> };

export function failure(reason: ToolFailureReason, message: string, details?: Record<string, unknown>): ToolFailure {
  return details ? { ok: false, reason, message, details } : { ok: false, reason, message };
}

const reasonByCode: Partial<Record<AppError['code'], ToolFailureReason>> = {
  slot_taken: 'slot_taken',
  // Held for a waiter: to anyone else it is as good as taken.
  slot_held: 'slot_taken',
  slot_unavailable: 'slot_unavailable',
  quota_exceeded: 'quota_exceeded',
  not_found: 'not_found',
  booking_not_active: 'booking_not_active',
  booking_paused: 'slot_unavailable',
  forbidden: 'forbidden',
  account_inactive: 'forbidden',
  invalid_request: 'invalid_request',
  kind_mismatch: 'kind_mismatch',
  limit_reached: 'limit_reached',
  notice_too_short: 'notice_too_short',
  unauthorized: 'sign_in_required',
  no_show_block: 'no_show_block',
};

/** Runs a service call; its expected AppErrors become a typed failure, anything else still throws. */
export async function expected<T>(run: () => Promise<T>): Promise<T | ToolFailure> {
  try {
    return await run();
  } catch (error) {
    const reason = error instanceof AppError ? reasonByCode[error.code] : undefined;
    if (!reason || !(error instanceof AppError)) throw error;
    return failure(reason, error.message, error.details);
  }
}

export function isFailure(value: unknown): value is ToolFailure {
  return typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;
}

export const signInRequired = () => failure('sign_in_required', 'The user must sign in before this can be done.');
