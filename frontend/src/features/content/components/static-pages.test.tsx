import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInSite } from '../../../test/render';
import { FaqPage } from './static-pages';

describe('the questions-and-answers page', () => {
  it('answers the common questions and points to where a gift can be suggested', () => {
    renderInSite(<FaqPage />, { url: '/faq/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Questions and answers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Do you sell these gifts?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit a product' })).toHaveAttribute('href', '/submit-product/');
    expect(document.title).toContain('Questions and answers');
  });
});
