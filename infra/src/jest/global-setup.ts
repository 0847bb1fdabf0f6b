import { randomBytes } from 'node:crypto';
import { startTestServices } from '../services/test-services';
import { keepTestServices } from './test-services.state';

/**
 * Starts real Postgres, Redis, Kafka and stripe-mock for the whole Jest run and exports their addresses as
 * TEST_DATABASE_URL, TEST_REDIS_URL, TEST_KAFKA_BROKERS, TEST_STRIPE_URL and CHROMIUM_PATH (test workers are
 * forked afterwards and inherit process.env). EMBERHOLD_TEST_SERVICES=none starts nothing. EMBERHOLD_TEST_RUN names the
 * run either way.
 */
export default async function globalSetup(): Promise<void> {
  // The run's name: the workers share their seeded product templates under it (backend/test/product-templates).
  process.env.EMBERHOLD_TEST_RUN ??= `run-${randomBytes(6).toString('hex')}`;
  if (process.env.EMBERHOLD_TEST_SERVICES === 'none') return;
  const began = Date.now();
  const services = await startTestServices();
  keepTestServices(services);
  const exported: Record<string, string | undefined> = {
    TEST_DATABASE_URL: services.postgres?.url,
    TEST_REDIS_URL: services.redis?.url,
    TEST_KAFKA_BROKERS: services.kafka?.url,
    TEST_STRIPE_URL: services.stripe?.url,
    CHROMIUM_PATH: services.chromiumPath,
  };
  for (const [name, value] of Object.entries(exported)) if (value) process.env[name] = value;
  const timings = [services.postgres, services.redis, services.kafka, services.stripe]
    .flatMap((h) => (h ? [`${h.name} ${(h.startupMs / 1000).toFixed(1)}s`] : []))
    .join(', ');
  process.stderr.write(`\n[emberhold/infra] test services up in ${((Date.now() - began) / 1000).toFixed(1)} s (${timings})\n`);
}
