import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInSite } from '../test/render';
import { useCountry } from './use-country';

function CountryProbe() {
  return <p data-testid="country">{useCountry()}</p>;
}

/** Sets the cookies a visitor's browser holds: the server's `country` and the visitor's own `site_country` pick. */
function holdCookies(cookies: Record<string, string>) {
  for (const [name, value] of Object.entries(cookies)) document.cookie = `${name}=${value}; path=/`;
}

describe('the country variant a page shows', () => {
  it.each([
    ['a British visitor', { country: 'GB' }, '/gifts/', 'uk'],
    ['a Canadian visitor', { country: 'CA' }, '/', 'ca'],
    ['a German visitor', { country: 'DE' }, '/gifts/', 'us'],
    ['a visitor the server could not place', {}, '/popular/', 'us'],
    ['a US visitor on the /uk address', { country: 'US' }, '/uk/gifts/', 'uk'],
    ['a British visitor on the /ca address', { country: 'GB' }, '/ca/', 'ca'],
    ['a British visitor who picked the US site', { country: 'GB', site_country: 'us' }, '/gifts/', 'us'],
    ['a US visitor who picked the Canadian site', { country: 'US', site_country: 'ca' }, '/', 'ca'],
    ['a visitor who picked the US site, on the /uk address', { country: 'GB', site_country: 'us' }, '/uk/new/', 'uk'],
    ['a visitor with a garbled pick', { country: 'GB', site_country: 'fr' }, '/', 'uk'],
  ])('is %s’s own', (_who, cookies, url, expected) => {
    holdCookies(cookies);
    renderInSite(<CountryProbe />, { url });
    expect(screen.getByTestId('country')).toHaveTextContent(expected);
  });
});
