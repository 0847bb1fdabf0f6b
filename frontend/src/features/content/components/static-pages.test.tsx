import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInSite } from '../../../test/render';
import { FaqPage, PrivacyPolicyPage } from './static-pages';

describe('the questions-and-answers page', () => {
  it('answers the common questions and points to where a gift can be suggested', () => {
    renderInSite(<FaqPage />, { url: '/faq/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Questions and answers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Do you sell these gifts?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit a product' })).toHaveAttribute('href', '/submit-product/');
    expect(document.title).toContain('Questions and answers');
  });
});

describe('the privacy policy', () => {
  it('says how the site tells where a visitor is, crediting the IP geolocation database as its licence asks', () => {
    renderInSite(<PrivacyPolicyPage />, { url: '/privacy-policy/' });
    expect(screen.getByRole('heading', { name: 'Where you are' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'IP geolocation by DB-IP' })).toHaveAttribute('href', 'https://db-ip.com');
    expect(screen.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
  });
});
