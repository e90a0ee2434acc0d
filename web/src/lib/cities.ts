/** The cities BookMitra lists providers in (the seed's ten; the API filters by name). */
export const cities = [
  'Mumbai',
  'Delhi',
  'Bengaluru',
  'Chennai',
  'Hyderabad',
  'Kolkata',
  'Pune',
  'Ahmedabad',
  'Jaipur',
  'Lucknow',
] as const;
