/**
 * Every Nest injection token of the product, in the one package that every app and package can depend on: the ports
 * (event log, job queues, analytics store, ephemeral store, mailer), the opened infrastructure with its database
 * clients and configuration, and the options a module may be given. Tokens are keys in the global symbol registry,
 * so a package loaded twice (its sources under Jest, its build from another package) still names the same provider.
 */

/** The opened Infrastructure (runtime) as a whole: for what needs more than one of its parts. */
export const INFRASTRUCTURE = Symbol.for('emberhold.Infrastructure');
/** The validated AppConfig, for classes that only read settings. */
export const APP_CONFIG = Symbol.for('emberhold.AppConfig');
/** The PrismaClient of the relational store (db). */
export const PRISMA = Symbol.for('emberhold.PrismaClient');
/** The prepared-statement SqlReader of the same database (db). */
export const SQL_READER = Symbol.for('emberhold.SqlReader');
export const EVENT_LOG = Symbol.for('emberhold.EventLog');
export const JOB_QUEUES = Symbol.for('emberhold.JobQueues');
/** The product's main queue, typed by JobPayloadMap. */
export const JOB_QUEUE = Symbol.for('emberhold.JobQueue');
export const ANALYTICS_STORE = Symbol.for('emberhold.AnalyticsStore');
export const EPHEMERAL_STORE = Symbol.for('emberhold.EphemeralStore');
export const MAILER = Symbol.for('emberhold.Mailer');
/** RawEventsProjectorOptions (pipeline), optional. */
export const RAW_EVENTS_PROJECTOR_OPTIONS = Symbol.for('emberhold.RawEventsProjectorOptions');
