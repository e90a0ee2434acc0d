import { z } from 'zod';

export const providerNameIdParamSchema = z.object({ id: z.uuid() });

export const pendingProviderNameSchema = z.object({
  id: z.uuid().describe('The provider'),
  name: z.string().describe('The name clients see now'),
  pendingName: z.string().describe('The new name waiting for an admin'),
  category: z.string(),
  city: z.string(),
  requestedAt: z.iso.datetime({ offset: true }),
});
