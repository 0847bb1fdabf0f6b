import { envelope, eventIdFor } from '@emberhold/contracts';
import { toClickHouseTime, toEventRow } from './event-row';

describe('event rows for ClickHouse', () => {
  it('writes times as UTC DateTime64 text with milliseconds', () => {
    expect(toClickHouseTime('2026-11-21T23:59:58.123+02:00')).toBe('2026-11-21 21:59:58.123');
  });

  it('gives each row its own times, whether they repeat the row before or not', () => {
    const source = { topic: 't', partition: 0, offset: '1' };
    const context = { session_id: 's-1', user_id: null, country: 'us', device: 'desktop' as const };
    const rowAt = (occurred: string, received: string) =>
      toEventRow(envelope('banner.click', 1, { banner_id: 3, surface: 'bottom-banner' as const }, context, { occurredAt: new Date(occurred), receivedAt: new Date(received) }), source);
    const times = [
      ['2026-11-20T10:00:00.000Z', '2026-11-20T10:00:01.000Z'],
      ['2026-11-20T10:00:00.000Z', '2026-11-20T10:00:01.000Z'],
      ['2026-11-20T10:00:00.000Z', '2026-11-20T10:00:02.500Z'],
      ['2026-11-19T23:59:59.999Z', '2026-11-20T10:00:02.500Z'],
    ] as const;
    expect(times.map(([occurred, received]) => rowAt(occurred, received)).map(({ occurred_at, received_at }) => [occurred_at, received_at])).toEqual([
      ['2026-11-20 10:00:00.000', '2026-11-20 10:00:01.000'],
      ['2026-11-20 10:00:00.000', '2026-11-20 10:00:01.000'],
      ['2026-11-20 10:00:00.000', '2026-11-20 10:00:02.500'],
      ['2026-11-19 23:59:59.999', '2026-11-20 10:00:02.500'],
    ]);
  });

  it('lifts the payload fields list queries filter on into columns and keeps the whole payload', () => {
    const event = envelope(
      'post.click',
      1,
      { post_id: 42, surface: 'list' as const, sort: 'new', page: 2, position: 7 },
      { session_id: 's-1', user_id: null, country: 'uk', device: 'mobile' },
      { id: eventIdFor('click:s-1:42'), occurredAt: new Date('2026-11-20T10:00:00Z'), receivedAt: new Date('2026-11-20T10:00:01Z') },
    );
    expect(toEventRow(event, { topic: 'emberhold.tracking.v1', partition: 3, offset: '1234' })).toEqual({
      event_id: eventIdFor('click:s-1:42'),
      type: 'post.click',
      version: 1,
      occurred_at: '2026-11-20 10:00:00.000',
      received_at: '2026-11-20 10:00:01.000',
      session_id: 's-1',
      user_id: 0,
      country: 'uk',
      device: 'mobile',
      post_id: 42,
      ad_id: 0,
      campaign_id: 0,
      banner_id: 0,
      surface: 'list',
      sort: 'new',
      page: 2,
      position: 7,
      traffic: 'human',
      payload: JSON.stringify({ post_id: 42, surface: 'list', sort: 'new', page: 2, position: 7 }),
      source_topic: 'emberhold.tracking.v1',
      source_partition: 3,
      source_offset: 1234,
    });
  });

  it('keeps the traffic class of the envelope, and counts a fact without one as a person', () => {
    const context = { session_id: 's-1', user_id: null, country: 'us', device: 'desktop' as const };
    const payload = { ad_id: 9, campaign_id: 4, offer_id: 'o1', surface: 'native-ad' as const };
    const source = { topic: 't', partition: 0, offset: '1' };
    expect(toEventRow(envelope('native_ad.click', 1, payload, { ...context, traffic: 'bot' }), source)).toMatchObject({ traffic: 'bot', ad_id: 9, campaign_id: 4 });
    expect(toEventRow(envelope('native_ad.click', 1, payload, context), source).traffic).toBe('human');
    expect(toEventRow(envelope('banner.click', 1, { banner_id: 3, surface: 'bottom-banner' as const }, context), source)).toMatchObject({ banner_id: 3, post_id: 0 });
  });

  it('gives a retried fact the same id', () => {
    expect(eventIdFor('click:s-1:42')).toBe(eventIdFor('click:s-1:42'));
    expect(eventIdFor('click:s-1:42')).not.toBe(eventIdFor('click:s-1:43'));
  });
});
