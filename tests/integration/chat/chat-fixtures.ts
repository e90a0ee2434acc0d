import { istDate, istToInstant, addDays } from '#api/core/time-zone.ts';
import type { Db } from '#db/client.ts';
import type { CategoryId } from '#db/schema/index.ts';
import { makeProvider } from '#tests/factories/catalog.ts';

/** The IST date `days` after today. */
export const istDay = (days: number) => addDays(istDate(new Date()), days);

/** IST wall-clock times → instants on an IST date. */
export function istSlots(date: string, times: string[]): Date[] {
  return times.map((time) => istToInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))));
}

/** A listed provider with free slots tomorrow (IST) at the given times. */
export async function providerTomorrow(
  db: Db,
  options: { name: string; category: CategoryId; service: string; times: string[]; days?: number; specialty?: string },
) {
  const date = istDay(options.days ?? 1);
  return makeProvider(db, {
    name: options.name,
    category: options.category,
    specialty: options.specialty ?? null,
    services: [{ name: options.service, pricePaise: 60_000 }],
    slotStarts: istSlots(date, options.times),
  });
}
