import { z } from 'zod';
import { platformSettingsSchema } from '../../services/settings/settings.ts';
import { pageQuerySchema } from './admin.schema.ts';

export const settingsSchema = platformSettingsSchema;

export const settingsHistoryQuerySchema = pageQuerySchema.omit({ dir: true });

export const settingChangeSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  changedBy: z.object({ id: z.string(), email: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
