import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, type AppErrorCode } from '../core/errors.ts';
import { describeError, type Logger } from '../core/logger.ts';

const codeByStatus: Partial<Record<number, AppErrorCode>> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** Maps every thrown error to `{error: {code, message}}`; unknown errors are logged with the request id. */
export function createErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof AppError) return c.json(error.toBody(), error.status);
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      const code = codeByStatus[status] ?? (status >= 500 ? 'internal_error' : 'invalid_request');
      return c.json(new AppError(code, { message: error.message || undefined }).toBody(), status);
    }
    logger.error('unhandled error', { requestId: requestIdOf(c), path: c.req.path, ...describeError(error) });
    return c.json(new AppError('internal_error', { details: { requestId: requestIdOf(c) } }).toBody(), 500);
  };
}

export const notFoundHandler: NotFoundHandler = (c) =>
  c.json(new AppError('not_found', { message: `No route for ${c.req.method} ${c.req.path}.` }).toBody(), 404);

function requestIdOf(c: Context) {
  return (c.get('requestId') as string | undefined) ?? null;
}
