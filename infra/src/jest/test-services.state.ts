import type { TestServices } from '../services/test-services';

// Jest loads globalSetup and globalTeardown as separate modules in the same process, so the
// running services are handed over through a global rather than a module variable.
const KEY = Symbol.for('emberhold.infra.testServices');

type Holder = { [KEY]?: TestServices };

export function keepTestServices(services: TestServices | undefined): void {
  (globalThis as Holder)[KEY] = services;
}

export function takeTestServices(): TestServices | undefined {
  const services = (globalThis as Holder)[KEY];
  delete (globalThis as Holder)[KEY];
  return services;
}
