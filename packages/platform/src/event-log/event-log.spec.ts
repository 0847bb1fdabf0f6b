import { describeEventLogContract } from './event-log.contract';
import { openKafkaEventLog } from './kafka-event-log.adapter';
import { openPgEventLog } from './pg-event-log.adapter';
import { startPgliteServer, type PgliteTestServer } from './pglite-server.test-support';

const quiet = () => undefined;
const kafkaBrokers = process.env.TEST_KAFKA_BROKERS;
const databaseUrl = process.env.TEST_DATABASE_URL;

if (kafkaBrokers) {
  describeEventLogContract('kafka', () =>
    openKafkaEventLog({ brokers: kafkaBrokers.split(','), clientId: 'event-log-contract', onHandlerError: quiet }),
  );
} else {
  describe.skip('event log contract › kafka (TEST_KAFKA_BROKERS is not set)', () => it('needs a broker', () => undefined));
}

if (databaseUrl) {
  describeEventLogContract('postgres table', () =>
    openPgEventLog({ connectionString: databaseUrl, pollIntervalMs: 100, onHandlerError: quiet }),
  );
} else {
  describe.skip('event log contract › postgres table (TEST_DATABASE_URL is not set)', () => it('needs a database', () => undefined));
}

describe('on PGlite', () => {
  let server: PgliteTestServer;

  beforeAll(async () => {
    server = await startPgliteServer();
  });

  afterAll(async () => {
    await server.stop();
  });

  describeEventLogContract('postgres table on PGlite', () =>
    openPgEventLog({ connectionString: server.url, pollIntervalMs: 100, onHandlerError: quiet }),
  );
});
