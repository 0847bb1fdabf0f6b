import type { AppConfig } from '@emberhold/platform';

/**
 * Where the site is, as the deployment says, never as a request says. Links in mails and page heads are built from
 * PUBLIC_URL (or, in the embedded default without it, the address the process listens on), and a request naming any
 * other host is refused, as Django's ALLOWED_HOSTS does: a Host or X-Forwarded-Host header is set by whoever sends the
 * request, so a reset link built from it goes wherever an attacker points it.
 */

/**
 * Fastify's `trustProxy` for TRUSTED_PROXIES: no proxy at all, addresses and ranges (proxy-addr's list), or a hop
 * count (the nearest `hops` peers are trusted whatever their address, as proxy-addr counts them).
 */
export function trustProxySetting(value: string | undefined): ((address: string, hop: number) => boolean) | string[] | false {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops === 0 ? false : (_address: string, hop: number) => hop < hops;
  }
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** A Host header's name and port, or null when it is no well-formed host (which the site then refuses). */
export function parseHostHeader(value: string): { hostname: string; port: string | undefined } | null {
  const match = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?\.?)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return null;
  const port = match[2];
  if (port !== undefined && Number(port) > 65535) return null;
  return { hostname: match[1]!.toLowerCase().replace(/\.$/, ''), port };
}

/** Names every loopback host: the embedded default answers for them, whatever PUBLIC_URL says. */
const LOOPBACK_HOSTS = ['localhost', '.localhost', '127.0.0.1', '[::1]'];
const WILDCARD_ADDRESSES = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The host names the site answers for: PUBLIC_URL's, those in ALLOWED_HOSTS (a leading dot also covers subdomains),
 * and in the embedded mode the loopback names and the address it listens on.
 */
export class AllowedHosts {
  private readonly exact = new Set<string>();
  private readonly suffixes: string[] = [];

  constructor(config: Pick<AppConfig, 'PUBLIC_URL' | 'ALLOWED_HOSTS' | 'HOST' | 'mode'>) {
    const names: string[] = [];
    if (config.PUBLIC_URL) names.push(new URL(config.PUBLIC_URL).hostname);
    if (config.ALLOWED_HOSTS) names.push(...config.ALLOWED_HOSTS.split(','));
    if (config.mode === 'embedded') {
      names.push(...LOOPBACK_HOSTS);
      if (!WILDCARD_ADDRESSES.has(config.HOST)) names.push(config.HOST.includes(':') && !config.HOST.startsWith('[') ? `[${config.HOST}]` : config.HOST);
    }
    for (const raw of names) {
      const name = raw.trim().toLowerCase().replace(/\.$/, '');
      if (!name) continue;
      if (name.startsWith('.')) this.suffixes.push(name);
      else this.exact.add(name);
    }
  }

  /** True when the request's host (the Host header, or a trusted proxy's X-Forwarded-Host) is the site's. */
  allows(host: string): boolean {
    const parsed = parseHostHeader(host);
    if (!parsed) return false;
    const { hostname } = parsed;
    return this.exact.has(hostname) || this.suffixes.some((suffix) => hostname === suffix.slice(1) || hostname.endsWith(suffix));
  }

  /** The names, for the error a refused request gets and the start-up log. */
  describe(): string {
    return [...this.exact, ...this.suffixes].join(', ');
  }
}

/**
 * The site's origin for links: PUBLIC_URL when set, else the address the process listens on (known once it listens;
 * before that, the configured HOST and PORT).
 */
export function siteOrigin(config: Pick<AppConfig, 'PUBLIC_URL' | 'HOST' | 'PORT'>, listening?: { address: string; port: number } | null): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  const address = listening?.address ?? config.HOST;
  const port = listening?.port ?? config.PORT;
  const host = WILDCARD_ADDRESSES.has(address) ? 'localhost' : address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${port}`;
}
