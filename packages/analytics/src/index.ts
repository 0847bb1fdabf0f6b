export * from './analytics-schema';
export * from './event-row';
export * from './analyst/analyst-files';
export * from './analyst/analyst-query';
export * from './analyst/analyst-result';
export { CAMPAIGN_METRICS_SQL, LIST_SURFACES, POST_DEBUG_COUNTS_SQL } from './read-queries';
