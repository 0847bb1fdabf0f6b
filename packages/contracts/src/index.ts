export * from './events/envelope';
export * from './events/catalogue-events';
export * from './events/topics';
export * from './jobs/job-payloads';
export * from './errors/domain-error';
export * from './api/catalogue-api';
export * from './api/tracking-api';
export * from './api/reporting-api';
