/** Indian numbers typed as "98765 43210", "098765 43210" or "+91 98765 43210" become E.164; others must start with +. */
export function toE164(input: string): string | null {
  const compact = input.replace(/[\s()-]/g, '');
  if (/^\+[1-9]\d{6,14}$/.test(compact)) return compact;
  const digits = compact.replace(/^0/, '');
  if (/^[6-9]\d{9}$/.test(digits)) return `+91${digits}`;
  if (/^91[6-9]\d{9}$/.test(digits)) return `+${digits}`;
  return null;
}
