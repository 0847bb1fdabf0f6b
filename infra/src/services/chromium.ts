import { APT_REQUIREMENTS, ensureAptPackages } from './ensure-apt';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags that let Chromium run headless as root on a machine without a GPU or internet. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** Installs Debian's chromium when it is missing and returns its executable path. */
export async function ensureChromium(): Promise<string> {
  await ensureAptPackages([APT_REQUIREMENTS.chromium]);
  return CHROMIUM_PATH;
}
