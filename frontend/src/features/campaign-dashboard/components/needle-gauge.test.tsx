import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NeedleGauge } from './needle-gauge';

const needle = () => document.querySelector('[data-needle]') as SVGGElement;

describe('the needle gauge', () => {
  it('stands upright at 0 and turns 0.9 degrees a point', () => {
    const { rerender } = render(<NeedleGauge value={0} label="Overall performance: 100% of expected" />);
    expect(screen.getByRole('img', { name: 'Overall performance: 100% of expected' })).toBeInTheDocument();
    expect(needle()).toHaveAttribute('transform', 'rotate(0 60 60)');
    rerender(<NeedleGauge value={-30} label="Overall performance: 70% of expected" />);
    expect(needle().getAttribute('transform')).toMatch(/^rotate\(-27(\.0+\d*)? 60 60\)$/);
  });

  it('never turns past ±90 degrees, however far the value goes', () => {
    const { rerender } = render(<NeedleGauge value={850} label="Far above" />);
    expect(needle()).toHaveAttribute('data-rotation', '89.1');
    rerender(<NeedleGauge value={-400} label="Far below" />);
    expect(needle()).toHaveAttribute('data-rotation', '-89.1');
  });
});
