import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInSite } from '../../../test/render';
import { SiteFooter } from './site-footer';

describe('the site footer', () => {
  it('links the airline landing page and the questions-and-answers page', () => {
    renderInSite(<SiteFooter />);
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(footer.getByRole('link', { name: 'Gifts for the journey' })).toHaveAttribute('href', '/airline/');
    expect(footer.getByRole('link', { name: 'Questions and answers' })).toHaveAttribute('href', '/faq/');
  });
});
