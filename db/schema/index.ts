export * from './enums.ts';
export * from './auth.ts';
export * from './profiles.ts';
export * from './catalog.ts';
export * from './bookings.ts';
export * from './admin.ts';
export * from './messaging.ts';
