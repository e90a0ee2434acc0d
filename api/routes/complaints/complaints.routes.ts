import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { addClientMessage, getOwnComplaint, listOwnComplaints, raiseComplaint } from '../../services/complaints/complaints.ts';
import { getSettings } from '../../services/settings/settings.ts';
import type { RouteDeps } from '../deps.ts';
import {
  complaintDetailSchema,
  complaintIdParamSchema,
  complaintMessageBodySchema,
  complaintSummarySchema,
  raiseComplaintBodySchema,
  supportContactSchema,
} from './complaints.schema.ts';

const notYours = { 404: { description: 'Not found (or not yours)' } };

/** A client's complaints: raise one (about one of their bookings, or in general), follow it, add to it. */
export function createComplaintsRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  return new Hono<AppEnv>()
    .use('*', deps.requireUser())
    .post(
      '/',
      describeRoute({
        tags: ['complaints'],
        summary: 'Raise a complaint, about one of my bookings or in general',
        responses: {
          201: jsonResponse(complaintDetailSchema, 'Raised'),
          409: { description: 'limit_reached: too many complaints still open' },
          ...notYours,
        },
      }),
      validate('json', raiseComplaintBodySchema),
      async (c) => c.json(await raiseComplaint(ctx, c.var.user, c.req.valid('json')), 201),
    )
    .get(
      '/',
      describeRoute({
        tags: ['complaints'],
        summary: 'My complaints, newest first, with status and message count',
        responses: { 200: jsonResponse(z.array(complaintSummarySchema), 'Complaints') },
      }),
      async (c) => c.json(await listOwnComplaints(ctx, c.var.user.id)),
    )
    .get(
      '/support-contact',
      describeRoute({
        tags: ['complaints'],
        summary: 'How to reach the support team besides a complaint: the e-mail and phone from the settings',
        responses: { 200: jsonResponse(supportContactSchema, 'Support contact') },
      }),
      async (c) => {
        const settings = await getSettings(ctx);
        return c.json({ email: settings.supportEmail, phone: settings.supportPhone });
      },
    )
    .get(
      '/:id',
      describeRoute({
        tags: ['complaints'],
        summary: 'One of my complaints with its booking and conversation',
        responses: { 200: jsonResponse(complaintDetailSchema, 'Complaint'), ...notYours },
      }),
      validate('param', complaintIdParamSchema),
      async (c) => c.json(await getOwnComplaint(ctx, c.var.user.id, c.req.valid('param').id)),
    )
    .post(
      '/:id/messages',
      describeRoute({
        tags: ['complaints'],
        summary: 'Add a message to one of my complaints (not once it is resolved)',
        responses: {
          200: jsonResponse(complaintDetailSchema, 'The complaint with the new message'),
          ...notYours,
          409: { description: 'Resolved' },
        },
      }),
      validate('param', complaintIdParamSchema),
      validate('json', complaintMessageBodySchema),
      async (c) => c.json(await addClientMessage(ctx, c.var.user.id, c.req.valid('param').id, c.req.valid('json').body)),
    );
}
