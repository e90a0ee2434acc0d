/** How points are earned and spent; one place, so the API, the page and the tests agree. */
export const rewardRules = {
  /** Per appointment attended (completed, or confirmed and over). */
  appointmentPoints: 50,
  /** Once, when the profile is completed. */
  profilePoints: 100,
  /** To the client whose code a new client used. */
  referrerPoints: 200,
  /** To the new client who used a code. */
  welcomePoints: 100,
  /** Points for one extra free booking. */
  redeemCost: 500,
} as const;

/** Levels by lifetime points (what was earned, whatever was spent). */
export const rewardLevels = [
  { id: 'bronze', min: 0 },
  { id: 'silver', min: 1000 },
  { id: 'gold', min: 3000 },
] as const;

export type RewardLevelId = (typeof rewardLevels)[number]['id'];

/** Referral codes: 8 characters without look-alikes (no 0/O, 1/I/L), easy to read out on a call. */
export const referralCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const referralCodeLength = 8;

export function levelFor(lifetimePoints: number) {
  const index = rewardLevels.findLastIndex((level) => lifetimePoints >= level.min);
  const level = rewardLevels[Math.max(0, index)]!;
  const next = rewardLevels[index + 1];
  return { level, nextLevel: next ? { ...next, pointsToGo: next.min - lifetimePoints } : null };
}
