#!/usr/bin/env node
import { ALL_APT_REQUIREMENTS, ensureAptPackages } from './services/ensure-apt';
import { ensureKafkaJars } from './services/kafka.launcher';
import { ensureStripeMock } from './services/stripe-mock.launcher';
import { startTestServices } from './services/test-services';

const USAGE = `usage: node infra/dist/cli.js <command>
  up      start Postgres, Redis, Kafka and stripe-mock on free ports, print their env lines, run until Ctrl-C
  ensure  install missing Debian packages, fetch the Kafka jars and build stripe-mock (CI warm-up)`;

async function up(): Promise<void> {
  const services = await startTestServices();
  for (const [name, value] of Object.entries(services.env)) process.stdout.write(`${name}=${value}\n`);
  for (const handle of [services.postgres, services.redis, services.kafka, services.stripe]) {
    if (handle) process.stderr.write(`[emberhold/infra] ${handle.name} started in ${(handle.startupMs / 1000).toFixed(1)} s, log ${handle.logFile}\n`);
  }
  process.stderr.write('[emberhold/infra] running; Ctrl-C stops everything\n');
  // The launchers' signal handlers stop the services and then end the process.
  setInterval(() => undefined, 1 << 30);
}

async function ensure(): Promise<void> {
  const installed = await ensureAptPackages(ALL_APT_REQUIREMENTS);
  if (installed.length === 0) process.stderr.write('[emberhold/infra] Debian packages: all present\n');
  const lib = await ensureKafkaJars();
  process.stderr.write(`[emberhold/infra] Kafka jars: ${lib}\n`);
  const stripeMock = await ensureStripeMock();
  process.stderr.write(`[emberhold/infra] stripe-mock: ${stripeMock}\n`);
}

async function main(command: string | undefined): Promise<void> {
  switch (command) {
    case 'up':
      return up();
    case 'ensure':
      return ensure();
    default:
      process.stderr.write(`${USAGE}\n`);
      process.exitCode = command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
}

main(process.argv[2]).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
