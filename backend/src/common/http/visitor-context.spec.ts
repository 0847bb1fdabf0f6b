import { deviceOf, occurredAt } from './visitor-context';

describe('who and where a tracked visitor is', () => {
  it('tells phones, tablets and desktops apart by user agent', () => {
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131 Mobile Safari/537.36')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131 Safari/537.36')).toBe('desktop');
    expect(deviceOf(undefined)).toBe('unknown');
  });

  it('uses the browser send time so a retried call keeps its time, unless that clock is implausible', () => {
    const received = new Date('2026-11-22T12:00:00Z');
    expect(occurredAt(received.getTime() - 30_000, received).toISOString()).toBe('2026-11-22T11:59:30.000Z');
    expect(occurredAt(received.getTime() + 60 * 60_000, received)).toBe(received);
    expect(occurredAt(received.getTime() - 3 * 24 * 60 * 60_000, received)).toBe(received);
    expect(occurredAt(undefined, received)).toBe(received);
  });
});
