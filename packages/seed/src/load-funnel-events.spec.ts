import { demoFunnelSteps } from './load-funnel-events';
import { Random } from './random';

describe('the demo advertiser funnels', () => {
  const end = Date.parse('2026-11-26T00:00:00Z');
  const funnels = Array.from({ length: 400 }, (_, i) => demoFunnelSteps(new Random(7).fork(`f${i}`), end - 30 * 24 * 60 * 60_000, end).map((s): string => s.step));
  const reached = (step: string) => funnels.filter((steps) => steps.includes(step)).length;

  it('start every funnel, and lose people at each step after', () => {
    expect(reached('started')).toBe(400);
    const chain = ['started', 'creative_saved', 'advertiser_activated', 'payment_started', 'payment_succeeded'].map(reached);
    for (let i = 1; i < chain.length; i++) {
      expect(chain[i]).toBeGreaterThan(0);
      expect(chain[i]).toBeLessThan(chain[i - 1]!);
    }
    expect(reached('email_left')).toBeGreaterThan(0);
    expect(reached('payment_failed')).toBeGreaterThan(0);
  });

  it('keep each funnel’s steps in time order and never past the end', () => {
    const steps = demoFunnelSteps(new Random(3), end - 60_000, end);
    for (let i = 1; i < steps.length; i++) expect(steps[i]!.at).toBeGreaterThan(steps[i - 1]!.at);
    expect(steps.every((s) => s.at < end)).toBe(true);
  });
});
