import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readCookie } from '../../../lib/cookies';
import { reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { CountrySwitch } from './country-switch';
import { RegionalBanner } from './regional-banner';

const banner = {
  link: 'https://www.amazon.com/s?k=emberhold+saga+gifts&tag=emberhold-20',
  uk_link: 'https://www.amazon.co.uk/s?k=emberhold+saga+gifts&tag=emberhold-21',
  ca_link: 'https://www.amazon.ca/s?k=emberhold+saga+gifts&tag=emberhold0c-20',
};

function Chrome() {
  return (
    <>
      <CountrySwitch />
      <RegionalBanner />
    </>
  );
}

describe('the country switch', () => {
  it('marks the variant the server placed a British visitor in, and leads them to the UK storefront', async () => {
    document.cookie = 'country=GB; path=/';
    stubApi().on('GET /api/banner/', reply.ok(banner));
    renderInSite(<Chrome />, { url: '/gifts/' });
    expect(screen.getByRole('link', { name: 'UK' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'US' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByRole('link', { name: 'Shop Emberhold saga gifts on Amazon.co.uk' })).toHaveAttribute('href', banner.uk_link);
  });

  it("remembers a British visitor's pick of the US site for a year, and the page follows it at once", async () => {
    document.cookie = 'country=GB; path=/';
    stubApi().on('GET /api/banner/', reply.ok(banner));
    const { user, router } = renderInSite(<Chrome />, { url: '/uk/gifts/' });
    await screen.findByRole('link', { name: 'Shop Emberhold saga gifts on Amazon.co.uk' });

    await user.click(screen.getByRole('link', { name: 'US' }));

    expect(router.state.location.pathname).toBe('/');
    expect(readCookie('site_country')).toBe('us');
    expect(screen.getByRole('link', { name: 'US' })).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByRole('link', { name: 'Shop Emberhold saga gifts on Amazon.com' })).toHaveAttribute('href', banner.link);
  });

  it('writes the pick with a year-long lifetime', async () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: (value: string) => {
        written.push(value);
        descriptor.set!.call(document, value);
      },
    });
    try {
      stubApi().on('GET /api/banner/', reply.ok(banner));
      const { user } = renderInSite(<CountrySwitch />, { url: '/' });
      await user.click(screen.getByRole('link', { name: 'CA' }));
      expect(written).toContainEqual(expect.stringMatching(/^site_country=ca; Max-Age=31536000; Path=\/; SameSite=Lax$/));
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
  });
});
