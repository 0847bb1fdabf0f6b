import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GIFTS_PRICE_SLIDER, MAX_LABEL_POLL_MS, type PriceRange } from '../lib/price-slider';
import { renderOnServer } from '../../../test/render';
import { PriceSlider } from './price-slider';

/** The slider as a list page holds it: each range handed on is what the list is asked for. */
function Slider({ asked }: { asked: PriceRange[] }) {
  const [range, setRange] = useState<PriceRange>({ min: 20, max: 149 });
  return (
    <PriceSlider
      config={GIFTS_PRICE_SLIDER}
      value={range}
      currency="USD"
      onChange={(next) => {
        asked.push(next);
        setRange(next);
      }}
    />
  );
}

const upper = () => screen.getByRole('slider', { name: /^To/ });
const maxLabel = () => screen.getByTestId('price-max').textContent;

describe('the price slider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('while a thumb is dragged, refreshes its label on the 50 ms tick and asks for the list once, when it is let go', () => {
    const asked: PriceRange[] = [];
    render(<Slider asked={asked} />);
    expect(maxLabel()).toBe('Max');

    fireEvent.pointerDown(upper());
    fireEvent.change(upper(), { target: { value: '120' } });
    fireEvent.change(upper(), { target: { value: '90' } });
    // The thumb has moved; its label follows on the next tick.
    expect(maxLabel()).toBe('Max');
    act(() => vi.advanceTimersByTime(MAX_LABEL_POLL_MS));
    expect(maxLabel()).toBe('$90');
    fireEvent.change(upper(), { target: { value: '60' } });
    act(() => vi.advanceTimersByTime(MAX_LABEL_POLL_MS - 1));
    expect(maxLabel()).toBe('$90');
    act(() => vi.advanceTimersByTime(1));
    expect(maxLabel()).toBe('$60');
    expect(asked).toEqual([]);

    fireEvent.pointerUp(window);
    expect(asked).toEqual([{ min: 20, max: 60 }]);
    expect(maxLabel()).toBe('$60');
    // Let go, the poll has stopped: nothing more is asked for.
    act(() => vi.advanceTimersByTime(10 * MAX_LABEL_POLL_MS));
    expect(asked).toHaveLength(1);
  });

  it('reads Max again when dragged back to the ceiling', () => {
    const asked: PriceRange[] = [];
    render(<Slider asked={asked} />);
    fireEvent.pointerDown(upper());
    fireEvent.change(upper(), { target: { value: '100' } });
    act(() => vi.advanceTimersByTime(MAX_LABEL_POLL_MS));
    expect(maxLabel()).toBe('$100');
    fireEvent.change(upper(), { target: { value: '150' } });
    act(() => vi.advanceTimersByTime(MAX_LABEL_POLL_MS));
    expect(maxLabel()).toBe('Max');
    fireEvent.pointerCancel(window);
    expect(asked).toEqual([{ min: 20, max: 150 }]);
  });

  it('asks for nothing when a thumb is pressed and let go without moving', () => {
    const asked: PriceRange[] = [];
    render(<Slider asked={asked} />);
    fireEvent.pointerDown(upper());
    act(() => vi.advanceTimersByTime(5 * MAX_LABEL_POLL_MS));
    fireEvent.pointerUp(window);
    expect(asked).toEqual([]);
    expect(maxLabel()).toBe('Max');
  });

  it('hands on each keyboard step at once, label and all', () => {
    const asked: PriceRange[] = [];
    render(<Slider asked={asked} />);
    fireEvent.change(upper(), { target: { value: '40' } });
    expect(maxLabel()).toBe('$40');
    expect(asked).toEqual([{ min: 20, max: 40 }]);
  });
});

describe('the price slider on a page the server rendered', () => {
  it('is off until the page is hydrated, so a thumb cannot move without filtering the list', async () => {
    const page = renderOnServer(<Slider asked={[]} />);
    expect(screen.getByRole('slider', { name: /^From/ })).toBeDisabled();
    expect(upper()).toBeDisabled();
    await page.hydrate();
    expect(screen.getByRole('slider', { name: /^From/ })).toBeEnabled();
    expect(upper()).toBeEnabled();
  });
});
