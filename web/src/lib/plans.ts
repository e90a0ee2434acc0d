/** The plans and the `web` namespace keys of what each includes (spec: Free, Pro, Enterprise). */
export const plans = [
  { id: 'free', features: ['plans.freeBookings', 'plans.reminders', 'plans.mitra'] },
  { id: 'pro', features: ['plans.unlimited', 'plans.reminders', 'plans.mitra', 'plans.priority'] },
  { id: 'enterprise', features: ['plans.unlimited', 'plans.team', 'plans.manager', 'plans.invoices'] },
] as const;

export type PlanId = (typeof plans)[number]['id'];
