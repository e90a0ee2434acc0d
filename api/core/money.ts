const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** Paise to "₹1,499" (Indian digit grouping: ₹1,00,000). */
export function formatInr(paise: number): string {
  return inr.format(paise / 100);
}
