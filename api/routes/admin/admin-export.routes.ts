import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { stream } from 'hono/streaming';
import { describeError } from '../../core/logger.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { exportCsv, type CsvExport } from '../../services/exports/export-csv.ts';
import type { RouteDeps } from '../deps.ts';
import { exportQuerySchemas } from './admin-export.schema.ts';

const responses = {
  200: {
    description: 'The CSV file (UTF-8 with BOM), streamed; X-Export-Rows holds the filtered list’s size for a progress bar',
    content: { 'text/csv': { schema: { type: 'string' as const } } },
  },
  400: { description: 'Invalid filters' },
  401: { description: 'Not signed in' },
  403: { description: 'Not an admin' },
};

/** Data Export (issue 16.4): each admin list as CSV with the list's filters. Gated by the parent router. */
export function createAdminExportRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  const doc = (what: string) => describeRoute({ tags: ['admin'], summary: `${what} as CSV, with the list’s filters`, responses });

  /** Streams the file batch by batch as the database yields it; the response starts before the last row is read. */
  const send = (c: Context<AppEnv>, csv: CsvExport) => {
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', `attachment; filename="${csv.filename}"`);
    c.header('cache-control', 'no-store');
    c.header('x-export-rows', String(csv.estimatedRows));
    c.header('access-control-expose-headers', 'X-Export-Rows, Content-Disposition');
    return stream(
      c,
      async (out) => {
        for await (const chunk of csv.chunks) {
          if (out.aborted) return;
          await out.write(chunk);
        }
      },
      async (error, out) => {
        // The status line is gone already: cut the file short so it cannot pass for a complete one.
        ctx.logger.error('export failed', describeError(error));
        out.abort();
      },
    );
  };

  return new Hono<AppEnv>()
    .get('/export/bookings.csv', doc('Bookings'), validate('query', exportQuerySchemas.bookings), async (c) =>
      send(c, await exportCsv(ctx, c.var.user, { kind: 'bookings', filter: c.req.valid('query') })),
    )
    .get('/export/users.csv', doc('Users'), validate('query', exportQuerySchemas.users), async (c) =>
      send(c, await exportCsv(ctx, c.var.user, { kind: 'users', filter: c.req.valid('query') })),
    )
    .get('/export/providers.csv', doc('Providers'), validate('query', exportQuerySchemas.providers), async (c) =>
      send(c, await exportCsv(ctx, c.var.user, { kind: 'providers', filter: c.req.valid('query') })),
    )
    .get('/export/payments.csv', doc('Payments (the transactions ledger)'), validate('query', exportQuerySchemas.payments), async (c) =>
      send(c, await exportCsv(ctx, c.var.user, { kind: 'payments', filter: c.req.valid('query') })),
    )
    .get('/export/complaints.csv', doc('Complaints'), validate('query', exportQuerySchemas.complaints), async (c) =>
      send(c, await exportCsv(ctx, c.var.user, { kind: 'complaints', filter: c.req.valid('query') })),
    );
}
