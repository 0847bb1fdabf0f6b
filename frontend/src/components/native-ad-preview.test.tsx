import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NativeAdCard } from './native-ad-preview';

const AD = { title: 'Ember lantern', content: 'Hand-forged.', price: 24.5, link: 'https://kilnworks.example/lantern', currency: 'USD' as const };

describe('the native ad card', () => {
  it('shows a GIF as its picture, so the browser plays it', () => {
    render(<NativeAdCard {...AD} image="/media/creative-gif/a.gif" embed={null} />);
    const card = screen.getByRole('article', { name: 'Sponsored: Ember lantern' });
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/creative-gif/a.gif');
    expect(card.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link')).toHaveAttribute('href', AD.link);
  });

  it('gives its picture the width and height the API knows, so the box is held before the picture arrives', () => {
    const { container, rerender } = render(<NativeAdCard {...AD} image="/media/creative-gif/a.gif" image_width={300} image_height={120} />);
    const img = container.querySelector('img');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['300', '120']);
    // An ad read without them (an older API, a picture it does not store) shows its picture without a size.
    rerender(<NativeAdCard {...AD} image="/media/creative-image/b.webp" image_width={null} image_height={null} />);
    expect(container.querySelector('img')?.hasAttribute('width')).toBe(false);
    expect(container.querySelector('img')?.hasAttribute('height')).toBe(false);
  });

  it("shows an embed's player in the picture's box, 100% by 100%, outside the ad's link", () => {
    const embed = '<iframe src="https://player.vimeo.com/video/42" width="100%" height="100%" loading="lazy" frameborder="0"></iframe>';
    render(<NativeAdCard {...AD} image={null} embed={embed} />);
    const player = screen.getByTitle('Video: Ember lantern');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://player.vimeo.com/video/42');
    expect([player.getAttribute('width'), player.getAttribute('height')]).toEqual(['100%', '100%']);
    expect(player.closest('a')).toBeNull();
    expect(screen.getByRole('article').querySelector('img')).toBeNull();
  });

  it('plays nothing from a host that is not an allowed player, nor over http', () => {
    const { container, rerender } = render(<NativeAdCard {...AD} image={null} embed={'<iframe src="https://evil.example/x"></iframe>'} />);
    expect(container.querySelector('iframe')).toBeNull();
    rerender(<NativeAdCard {...AD} image={null} embed={'<iframe src="http://www.youtube.com/embed/x"></iframe>'} />);
    expect(container.querySelector('iframe')).toBeNull();
  });
});
