/** Weekly opening hours, in IST, as the people in each trade keep them. */
type Block = { days: readonly number[]; from: string; to: string };

const all = [0, 1, 2, 3, 4, 5, 6] as const;
const monSat = [1, 2, 3, 4, 5, 6] as const;
const monFri = [1, 2, 3, 4, 5] as const;

export const hoursPresets = {
  /** Morning and evening OPD, as most Indian clinics run. */
  clinic: [
    { days: monSat, from: '10:00', to: '13:00' },
    { days: monSat, from: '17:00', to: '20:00' },
  ],
  clinicLate: [
    { days: monSat, from: '09:00', to: '13:00' },
    { days: monSat, from: '18:00', to: '21:00' },
  ],
  therapy: [{ days: monSat, from: '10:00', to: '18:00' }],
  salon: [{ days: all, from: '10:00', to: '20:00' }],
  tuition: [
    { days: monSat, from: '16:00', to: '21:00' },
    { days: [0], from: '09:00', to: '13:00' },
  ],
  institute: [
    { days: monSat, from: '08:00', to: '12:00' },
    { days: monSat, from: '16:00', to: '20:00' },
  ],
  trades: [{ days: monSat, from: '08:00', to: '18:00' }],
  repairs: [{ days: all, from: '09:00', to: '19:00' }],
  restaurant: [
    { days: all, from: '12:00', to: '15:00' },
    { days: all, from: '19:00', to: '23:00' },
  ],
  yoga: [
    { days: all, from: '06:00', to: '09:00' },
    { days: monSat, from: '17:00', to: '20:00' },
  ],
  office: [
    { days: monFri, from: '10:00', to: '18:00' },
    { days: [6], from: '10:00', to: '14:00' },
  ],
  garage: [{ days: monSat, from: '09:00', to: '19:00' }],
  studio: [{ days: all, from: '10:00', to: '19:00' }],
  puja: [
    { days: all, from: '06:00', to: '12:00' },
    { days: all, from: '16:00', to: '20:00' },
  ],
} as const satisfies Record<string, readonly Block[]>;

export type HoursKey = keyof typeof hoursPresets;

export type RuleDraft = { weekday: number; startMinute: number; endMinute: number };

function minutes(time: string): number {
  const [hours, mins] = time.split(':').map(Number) as [number, number];
  return hours * 60 + mins;
}

/** The availability_rules rows (without provider) of a preset. */
export function rulesFor(key: HoursKey): RuleDraft[] {
  const blocks: readonly Block[] = hoursPresets[key];
  return blocks.flatMap((block) =>
    block.days.map((weekday) => ({ weekday, startMinute: minutes(block.from), endMinute: minutes(block.to) })),
  );
}

/** Earliest opening and latest closing over every preset, in IST minutes (tests check slots against it). */
export const workingDayBounds = { startMinute: minutes('06:00'), endMinute: minutes('23:00') };
