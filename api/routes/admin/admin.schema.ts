import { z } from 'zod';
import { bookingChannels, bookingStatuses } from '#db/schema/enums.ts';
import { providerApplicationSchema } from '../provider-applications/provider-applications.schema.ts';
import { dashboardRanges } from '../../services/insights/ist-range.ts';
import { providerServiceSchema } from '../provider/provider.schema.ts';

export const roleRequestIdParamSchema = z.object({ id: z.uuid() });
export const roleRequestListQuerySchema = z.object({ status: z.enum(['pending', 'approved', 'rejected']).optional() });
export const rejectBodySchema = z.strictObject({ reason: z.string().trim().min(3).max(500).describe('Told to the applicant') });
export const approveBodySchema = z.strictObject({});

export const adminRoleRequestSchema = providerApplicationSchema.extend({
  newRole: z.string(),
  reason: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** The whole application an admin reads before approving (null for a plain role request). */
  application: z
    .object({
      phone: z.string().nullable().describe('E.164'),
      address: z.string().nullable(),
      visitsAtHome: z.boolean(),
      languages: z.array(z.string()).describe('ISO 639-1 codes'),
      bio: z.string().nullable(),
      slotMinutes: z.int(),
      services: z.array(z.object({ name: z.string(), durationMinutes: z.int(), pricePaise: z.int(), description: z.string().nullable() })),
      hours: z.array(
        z.object({
          weekday: z.int().min(0).max(6).describe('0 = Sunday'),
          startMinute: z.int().describe('IST minutes after midnight'),
          endMinute: z.int(),
        }),
      ),
    })
    .nullable(),
});

export const serviceIdParamSchema = z.object({ id: z.uuid() });
export const serviceListQuerySchema = z.object({ approval: z.enum(['pending', 'approved', 'rejected']).default('pending') });
export const adminServiceSchema = providerServiceSchema.extend({
  provider: z.object({ id: z.uuid(), name: z.string(), city: z.string() }),
  /** A change of an approved service: the name and price approved before (null for a new service). */
  previous: z.object({ name: z.string(), pricePaise: z.number().int() }).nullable(),
});
/** A service as an admin's decision answers it: the service alone, without its provider or previous values. */
export const decidedServiceSchema = adminServiceSchema.omit({ provider: true, previous: true });

/**
 * Paging and sorting every admin list shares (tables page and sort on the server): page from 1,
 * at most 100 rows, `sort` one of the list's own columns (each list narrows it with `.extend`).
 */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page of a list: its rows, and how many rows the whole filtered list has. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}

/** A reason an admin gives for a change; the person concerned is told it where the change concerns them. */
export const reasonBodySchema = z.strictObject({ reason: z.string().trim().min(3).max(500) });

export const adminAccessSchema = z.object({
  email: z.string(),
  name: z.string(),
  ipAddress: z.string().describe('The address the server saw this call from'),
});

export const perChannel = z.object(
  Object.fromEntries(bookingChannels.map((c) => [c, z.number().int()])) as Record<(typeof bookingChannels)[number], z.ZodNumber>,
);
export const perStatus = z.object(
  Object.fromEntries(bookingStatuses.map((s) => [s, z.number().int()])) as Record<(typeof bookingStatuses)[number], z.ZodNumber>,
);

export const overviewQuerySchema = z.object({
  range: z.enum(dashboardRanges).default('today').describe('Today, or the last 7 or 30 IST days (today included)'),
});

export const dashboardFiguresSchema = z.object({
  bookings: z.object({ total: z.number().int(), byStatus: perStatus, byChannel: perChannel }).describe('Bookings made in the range'),
  revenue: z.object({
    bookingsPaise: z.number().int().describe('Paid bookings made in the range'),
    plansPaise: z.number().int().describe('Plan payments verified in the range'),
  }),
  newClients: z.number().int(),
  newProviders: z.number().int(),
  failedMessages: z.number().int().describe('Outbox messages that failed in the range'),
});

export const adminOverviewSchema = z.object({
  waiting: z.object({
    roleRequests: z.number().int(),
    services: z.number().int(),
    payments: z.number().int(),
    complaints: z.number().int(),
    providers: z.number().int(),
  }),
  today: z.object({ date: z.string(), bookings: z.number().int(), cancelled: z.number().int() }),
  platform: z.object({ clients: z.number().int(), providers: z.number().int(), bookingsUpcoming: z.number().int() }),
  range: z.object({ key: z.enum(dashboardRanges), from: z.iso.date(), to: z.iso.date() }),
  figures: dashboardFiguresSchema,
});
