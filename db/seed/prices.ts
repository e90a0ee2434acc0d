import type { Random } from './random.ts';

/** Prices the way Indian shops write them: mostly ₹…99, some round figures. */
const charmRupees = [
  199, 249, 299, 349, 399, 449, 499, 549, 599, 649, 699, 749, 799, 899, 999, 1199, 1299, 1499, 1799, 1999, 2499, 2999, 3499, 3999, 4499,
  4999,
];
const roundRupees = [200, 250, 300, 350, 400, 500, 600, 700, 750, 800, 1000, 1200, 1500, 2000, 2500, 3000, 3500, 4000, 4500];

export const minPriceRupees = 199;
export const maxPriceRupees = 4999;

/** A realistic price in paise between two rupee amounts (kept inside ₹199–₹4,999). */
export function pickPricePaise(random: Random, minRupees: number, maxRupees: number): number {
  const low = Math.max(minRupees, minPriceRupees);
  const high = Math.min(maxRupees, maxPriceRupees);
  const inRange = (rupees: number) => rupees >= low && rupees <= high;
  const round = roundRupees.filter(inRange);
  const charm = charmRupees.filter(inRange);
  const ladder = round.length > 0 && random.chance(0.2) ? round : charm;
  const rupees = ladder.length > 0 ? random.pick(ladder) : low;
  return rupees * 100;
}
