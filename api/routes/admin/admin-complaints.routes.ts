import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import {
  answerComplaint,
  assignComplaint,
  getComplaintForAdmin,
  listComplaintsForAdmin,
  resolveComplaint,
} from '../../services/complaints/admin-complaints.ts';
import type { RouteDeps } from '../deps.ts';
import { complaintIdParamSchema } from '../complaints/complaints.schema.ts';
import { pageOf } from './admin.schema.ts';
import {
  adminComplaintDetailSchema,
  adminComplaintItemSchema,
  adminComplaintListQuerySchema,
  answerComplaintBodySchema,
  assignComplaintBodySchema,
  resolveComplaintBodySchema,
} from './admin-complaints.schema.ts';

const errors = { 401: { description: 'Not signed in' }, 403: { description: 'Not an admin' }, 404: { description: 'No such complaint' } };
const closed = { 409: { description: 'Already resolved' } };

/** Complaints for admins: the table, one complaint, assign, answer (the client is told) and resolve. Mounted behind the admin gate. */
export function createAdminComplaintsRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  return new Hono<AppEnv>()
    .get(
      '/complaints',
      describeRoute({
        tags: ['admin'],
        summary: 'Complaints by status and assignee, searched, sorted and paged',
        responses: { 200: jsonResponse(pageOf(adminComplaintItemSchema), 'A page of complaints'), ...errors },
      }),
      validate('query', adminComplaintListQuerySchema),
      async (c) => c.json(await listComplaintsForAdmin(ctx, c.var.user, c.req.valid('query'))),
    )
    .get(
      '/complaints/:id',
      describeRoute({
        tags: ['admin'],
        summary: 'One complaint with the client, the booking and the conversation',
        responses: { 200: jsonResponse(adminComplaintDetailSchema, 'Complaint'), ...errors },
      }),
      validate('param', complaintIdParamSchema),
      async (c) => c.json(await getComplaintForAdmin(ctx, c.req.valid('param').id)),
    )
    .post(
      '/complaints/:id/assign',
      describeRoute({
        tags: ['admin'],
        summary: 'Assign a complaint to an admin (me by default)',
        responses: { 200: jsonResponse(adminComplaintDetailSchema, 'Assigned'), ...errors },
      }),
      validate('param', complaintIdParamSchema),
      validate('json', assignComplaintBodySchema),
      async (c) => c.json(await assignComplaint(ctx, c.var.user, c.req.valid('param').id, c.req.valid('json').adminId)),
    )
    .post(
      '/complaints/:id/answer',
      describeRoute({
        tags: ['admin'],
        summary: 'Answer a complaint: the client is notified in the app and on WhatsApp',
        responses: { 200: jsonResponse(adminComplaintDetailSchema, 'Answered'), ...errors, ...closed },
      }),
      validate('param', complaintIdParamSchema),
      validate('json', answerComplaintBodySchema),
      async (c) => c.json(await answerComplaint(ctx, c.var.user, c.req.valid('param').id, c.req.valid('json').body)),
    )
    .post(
      '/complaints/:id/resolve',
      describeRoute({
        tags: ['admin'],
        summary: 'Resolve a complaint, with an optional closing note; the client is notified',
        responses: { 200: jsonResponse(adminComplaintDetailSchema, 'Resolved'), ...errors, ...closed },
      }),
      validate('param', complaintIdParamSchema),
      validate('json', resolveComplaintBodySchema),
      async (c) => c.json(await resolveComplaint(ctx, c.var.user, c.req.valid('param').id, c.req.valid('json').body)),
    );
}
