export * from './journey-settings.ts';
export * from './journey-schedule.ts';
export * from './journey-api.ts';
