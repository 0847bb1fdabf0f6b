import { takeTestServices } from './test-services.state';

/** Stops what global-setup started; Jest runs this whether or not the tests passed. */
export default async function globalTeardown(): Promise<void> {
  await takeTestServices()?.stop();
}
