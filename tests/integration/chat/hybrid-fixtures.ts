import type { Db } from '#db/client.ts';
import { makeProvider } from '#tests/factories/catalog.ts';
import { fakeOpenAiBase } from '#tests/support/openai-mock.ts';
import { istDay, istSlots } from './chat-fixtures.ts';

/** The hybrid model with msw's Chat Completions server as the remote one. */
export const hybridEnv = { AI_MODE: 'hybrid', OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: fakeOpenAiBase, AI_MODEL: 'gpt-4o-mini' };

/** A message the offline model reads as no task it knows (nothing names a kind of provider, a day or a booking). */
export const unknownToOffline = "whom should I see about my grandmother's memory, in Pune, nothing above ₹600";

/**
 * Memory clinics two days from now: one in Pune within ₹600, one in Pune above it, one cheap in
 * Chennai; and the find_slots call a remote model makes for `unknownToOffline`.
 */
export async function memoryClinics(db: Db) {
  const date = istDay(2);
  const at = istSlots(date, ['11:00']);
  const cheap = await makeProvider(db, {
    name: 'Pune Memory Clinic',
    category: 'doctor',
    specialty: 'Neurologist',
    city: 'Pune',
    area: 'Kothrud',
    services: [{ name: 'Memory assessment', pricePaise: 50_000 }],
    slotStarts: at,
  });
  await makeProvider(db, {
    name: 'Pune Premium Neuro',
    category: 'doctor',
    specialty: 'Neurologist',
    city: 'Pune',
    area: 'Baner',
    services: [{ name: 'Memory assessment', pricePaise: 150_000 }],
    slotStarts: at,
  });
  await makeProvider(db, {
    name: 'Chennai Neuro Care',
    category: 'doctor',
    specialty: 'Neurologist',
    city: 'Chennai',
    services: [{ name: 'Memory assessment', pricePaise: 30_000 }],
    slotStarts: at,
  });
  const call = { category: 'doctor', query: 'neurologist', city: 'Pune', maxPricePaise: 60_000, date, time: '11:00' };
  return { date, cheap, call };
}
