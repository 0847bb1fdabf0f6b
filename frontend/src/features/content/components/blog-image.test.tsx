import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlogImage } from './blog-image';

function loadAs(image: HTMLElement, width: number, height: number) {
  Object.defineProperty(image, 'naturalWidth', { configurable: true, value: width });
  Object.defineProperty(image, 'naturalHeight', { configurable: true, value: height });
  fireEvent.load(image);
}

describe('the blog image', () => {
  it('takes a 640x380 frame before and after an ordinary picture loads', () => {
    render(<BlogImage src="/media/blog/a.jpg" />);
    const image = screen.getByRole('presentation');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '380');
    loadAs(image, 1200, 800);
    expect(image).toHaveAttribute('height', '380');
  });

  it('grows to 533 high for a 640x533 picture', () => {
    render(<BlogImage src="/media/blog/b.jpg" lazy />);
    const image = screen.getByRole('presentation');
    loadAs(image, 640, 533);
    expect(image).toHaveAttribute('height', '533');
    expect(image).toHaveAttribute('loading', 'lazy');
  });
});
