export * from './analytics-schema';
export * from './event-row';
export * from './analyst/analyst-files';
export * from './analyst/analyst-query';
export * from './analyst/analyst-result';
export {
  CAMPAIGN_FIGURES_BY_AD_SQL,
  CAMPAIGN_FIGURES_SQL,
  CAMPAIGN_METRICS_BATCH_SQL,
  CAMPAIGN_METRICS_SQL,
  LIST_SURFACES,
  NATIVE_AD_REFERENCE_SQL,
  POST_DEBUG_COUNTS_SQL,
  RAW_FINAL_READS,
} from './read-queries';
export * from './campaign-reads';
export * from './coalesced-reads';
export { FUNNEL_DROPOFF_CANDIDATES_SQL, FUNNEL_REPORT_SQL } from './funnel-queries';
export {
  AFFILIATE_EFFECTIVE_ROWS_SQL,
  AFFILIATE_IMPORT_ROWS_SQL,
  AFFILIATE_MONTHLY_SQL,
  AFFILIATE_POST_COMMISSION_SQL,
  AFFILIATE_SUBTAG_CLICKS_SQL,
  SITE_CLICKS_BY_COUNTRY_MONTH_SQL,
} from './affiliate-queries';
