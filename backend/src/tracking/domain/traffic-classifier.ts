import type { Traffic } from '@emberhold/contracts';
import ipaddr from 'ipaddr.js';
import { isbot } from 'isbot';

export interface TrafficSource {
  userAgent: string | undefined;
  ip: string;
  /** An editor or a user with the access flag: their clicks are kept apart from advertiser figures. */
  staff: boolean;
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/**
 * Sorts tracked traffic before it is counted: bots by user agent (isbot's maintained pattern list; a request with no
 * user agent at all is a script), our own networks, then staff. Everything is still recorded, only `human` is billed.
 */
/** User agents remembered with isbot's answer: browsers send a handful of distinct strings, matching one costs a big regex. */
const KNOWN_AGENTS = 2_000;

export class TrafficClassifier {
  private readonly internal: Range[];
  private readonly bots = new Map<string, boolean>();

  constructor(internalNetworks: string | undefined) {
    this.internal = (internalNetworks ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => (entry.includes('/') ? ipaddr.parseCIDR(entry) : ([ipaddr.parse(entry), entry.includes(':') ? 128 : 32] as Range)));
  }

  classify(source: TrafficSource): Traffic {
    if (!source.userAgent || this.isBot(source.userAgent)) return 'bot';
    if (this.isInternal(source.ip)) return 'internal';
    if (source.staff) return 'staff';
    return 'human';
  }

  private isBot(userAgent: string): boolean {
    let bot = this.bots.get(userAgent);
    if (bot === undefined) {
      bot = isbot(userAgent);
      if (this.bots.size >= KNOWN_AGENTS) this.bots.clear();
      this.bots.set(userAgent, bot);
    }
    return bot;
  }

  private isInternal(ip: string): boolean {
    if (this.internal.length === 0 || !ipaddr.isValid(ip)) return false;
    let address = ipaddr.parse(ip);
    // An IPv4 client reached over an IPv6 socket shows as ::ffff:a.b.c.d.
    if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
    return this.internal.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
  }
}
