import type { Device } from '@emberhold/contracts';

/** The device class the debug record splits by (mobile versus the rest), read from the user agent. */
export function deviceOf(userAgent: string | undefined): Device {
  if (!userAgent) return 'unknown';
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|BlackBerry|IEMobile|Opera Mini/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** How far from the server's clock a browser's own send time is believed; outside it the server's time is used. */
const CLOCK_SKEW_MS = { past: 24 * 60 * 60_000, future: 5 * 60_000 };

/**
 * When a fact happened: the time the browser first tried to send it (so a retried call gets the same time and
 * collapses with the first in ClickHouse), unless that clock is implausible.
 */
export function occurredAt(sentAt: number | undefined, receivedAt: Date): Date {
  if (sentAt === undefined) return receivedAt;
  const skew = sentAt - receivedAt.getTime();
  return skew > CLOCK_SKEW_MS.future || -skew > CLOCK_SKEW_MS.past ? receivedAt : new Date(sentAt);
}
