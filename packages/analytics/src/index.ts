export * from './analytics-schema';
