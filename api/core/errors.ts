import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The closed set of error codes clients may see; they are also `locales/<lng>/errors.json` keys. */
export const statusByCode = {
  invalid_request: 400,
  unauthorized: 401,
  forbidden: 403,
  account_inactive: 403,
  ip_not_allowed: 403,
  not_found: 404,
  slot_taken: 409,
  slot_unavailable: 409,
  slot_held: 409,
  notice_too_short: 409,
  no_show_block: 409,
  booking_not_active: 409,
  booking_paused: 409,
  points_insufficient: 409,
  kind_mismatch: 409,
  limit_reached: 409,
  conflict: 409,
  quota_exceeded: 402,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type AppErrorCode = keyof typeof statusByCode;

export const defaultMessages: Record<AppErrorCode, string> = {
  invalid_request: 'The request is not valid.',
  unauthorized: 'Please sign in to continue.',
  forbidden: "You don't have permission to perform this action.",
  account_inactive: 'This account is inactive. Please contact support.',
  ip_not_allowed: 'IP not whitelisted for admin access',
  not_found: 'Not found.',
  slot_taken: 'This slot has just been booked by someone else.',
  slot_unavailable: 'This slot is not available.',
  slot_held: 'This slot is being held for someone on the waitlist. Please choose another time.',
  notice_too_short: 'This is too close to the appointment to do online. Please call the provider.',
  no_show_block: 'New bookings are blocked for a while after several missed appointments.',
  booking_not_active: 'This booking can no longer be changed.',
  booking_paused: 'Bookings are paused here for now. Please try again later.',
  points_insufficient: 'Not enough points for this.',
  kind_mismatch: 'This slot is not with a provider of the kind asked for.',
  limit_reached: 'There are already as many of these waiting as allowed. Please wait until some are handled.',
  conflict: 'The request conflicts with the current state.',
  quota_exceeded: 'You have used all your free bookings. Upgrade to Pro to keep booking.',
  payload_too_large: 'The request body is too large.',
  unsupported_media_type: 'Send the body as application/json.',
  rate_limited: 'Too many requests. Please wait a moment and try again.',
  internal_error: 'Something went wrong on our side. Please try again.',
  service_unavailable: 'The service is temporarily unavailable.',
};

export type ErrorIssue = { path: string; message: string };

/** The one error type of the app: a closed code, a human message, and the cause kept for logs. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly issues: ErrorIssue[] | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: AppErrorCode,
    options: { message?: string; cause?: unknown; issues?: ErrorIssue[]; details?: Record<string, unknown> } = {},
  ) {
    super(options.message ?? defaultMessages[code], { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.issues = options.issues;
    this.details = options.details;
  }

  get status(): ContentfulStatusCode {
    return statusByCode[this.code];
  }

  toBody() {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.issues ? { issues: this.issues } : {}),
        ...(this.details ? { details: this.details } : {}),
      },
    };
  }
}

/** Postgres reports constraint violations by SQLSTATE; drivers nest the error differently. */
export function pgErrorOf(error: unknown): { code?: string; constraint?: string } | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      const constraint = 'constraint' in current && typeof current.constraint === 'string' ? current.constraint : undefined;
      return { code: current.code, constraint };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
