export * from './analytics-schema';
export * from './event-row';
