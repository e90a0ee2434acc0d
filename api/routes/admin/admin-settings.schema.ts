import type { JSONParsed } from 'hono/utils/types';
import { z } from 'zod';
import type { JsonValue } from '#db/schema/index.ts';
import { platformSettingsSchema } from '../../services/settings/settings.ts';
import { pageQuerySchema } from './admin.schema.ts';

export const settingsSchema = platformSettingsSchema;

export const settingsHistoryQuerySchema = pageQuerySchema.omit({ dir: true });

/**
 * A stored setting value: any JSON, named once in the document. The type is the one the handler's
 * answer has: hono types nested JSON with its own looser JSON value type, which no zod schema
 * outputs, so it is stated here (the JSON both describe is the same).
 */
const jsonValueSchema = z.json().meta({ id: 'JsonValue' }) as unknown as z.ZodType<JSONParsed<JsonValue>>;

export const settingChangeSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  oldValue: jsonValueSchema.nullable().describe('null: the key had no stored value before'),
  newValue: jsonValueSchema,
  changedBy: z.object({ id: z.string(), email: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
