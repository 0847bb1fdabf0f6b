import { ONE_DAY_S } from '../../../lib/cookies';
import { memoryJar } from '../../../test/memory-jar';
import { deviceKind, keepSubtag, keptSubtag, markReported, needsReport, SESSION_REPORTED_COOKIE, startSessionRequest, SUBTAG_COOKIE, subtagQuery } from './visit-session';

describe('visit session', () => {
  it('reports a session once, and a new session again', () => {
    const { jar, writes } = memoryJar();
    expect(needsReport('session-a1', jar)).toBe(true);
    markReported('session-a1', jar);
    expect(needsReport('session-a1', jar)).toBe(false);
    expect(needsReport('session-b2', jar)).toBe(true);
    expect(writes).toEqual([[SESSION_REPORTED_COOKIE, 'session-a1', ONE_DAY_S]]);
  });

  it('starts the API session with the id the site already uses as its random seed', () => {
    expect(startSessionRequest('abcdef0123456789', { width: 390.4, height: 844, coarsePointer: true }, 'https://search.example/')).toEqual({
      device: 'mobile',
      referrer: 'https://search.example/',
      device_width: 390,
      device_height: 844,
      session_id: 'abcdef0123456789',
    });
  });

  it('cuts an over-long referrer to what the API accepts', () => {
    const request = startSessionRequest('abcdef0123456789', { width: 1280, height: 800, coarsePointer: false }, `https://x.example/${'a'.repeat(5000)}`);
    expect(request.referrer).toHaveLength(2048);
    expect(subtagQuery('abcdef0123456789', 'r'.repeat(3000), '', 'c'.repeat(3000))).toEqual({
      session: 'abcdef0123456789',
      referrer: 'r'.repeat(2048),
      prev_url: '',
      current_url: 'c'.repeat(2048),
    });
  });

  it('tells phones, tablets and desktops apart', () => {
    expect(deviceKind({ width: 390, height: 844, coarsePointer: true })).toBe('mobile');
    expect(deviceKind({ width: 1024, height: 768, coarsePointer: true })).toBe('tablet');
    expect(deviceKind({ width: 1920, height: 1080, coarsePointer: false })).toBe('desktop');
    expect(deviceKind({ width: 0, height: 0, coarsePointer: false })).toBe('unknown');
  });

  it('keeps the subtag for its own session only', () => {
    const { jar, writes } = memoryJar();
    expect(keptSubtag('session-a1', jar)).toBeNull();
    keepSubtag('session-a1', 'g1a2b3c4', jar);
    expect(writes).toEqual([[SUBTAG_COOKIE, 'session-a1.g1a2b3c4', ONE_DAY_S]]);
    expect(keptSubtag('session-a1', jar)).toBe('g1a2b3c4');
    expect(keptSubtag('session-b2', jar)).toBeNull();
  });

  it('ignores a kept subtag that is malformed', () => {
    expect(keptSubtag('session-a1', memoryJar({ [SUBTAG_COOKIE]: 'session-a1.bad tag' }).jar)).toBeNull();
    expect(keptSubtag('session-a1', memoryJar({ [SUBTAG_COOKIE]: 'session-a1' }).jar)).toBeNull();
  });
});
