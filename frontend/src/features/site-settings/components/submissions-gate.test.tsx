import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { SubmissionsGate } from './submissions-gate';

const form = <form aria-label="Submit a product" />;

describe('the submissions gate', () => {
  it('shows the form while the site takes submissions', async () => {
    const api = stubApi().on('GET /api/site-settings/submissions', reply.ok({ open: true }));
    renderInSite(<SubmissionsGate>{form}</SubmissionsGate>);
    expect(screen.getByRole('form', { name: 'Submit a product' })).toBeInTheDocument();
    await expect.poll(() => api.calls('GET /api/site-settings/submissions').length).toBeGreaterThan(0);
    expect(screen.getByRole('form', { name: 'Submit a product' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Submissions are down for now' })).not.toBeInTheDocument();
  });

  it('shows the submissions-down page instead of the form while submissions are off', async () => {
    stubApi().on('GET /api/site-settings/submissions', reply.ok({ open: false }));
    renderInSite(<SubmissionsGate>{form}</SubmissionsGate>);
    expect(await screen.findByRole('heading', { level: 1, name: 'Submissions are down for now' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Submit a product' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'browse the gift guides' })).toHaveAttribute('href', '/gifts/');
  });

  it('leaves the form to the server when the switch cannot be read', async () => {
    const api = stubApi().on('GET /api/site-settings/submissions', reply.error(500, 'Something went wrong on our side. Please try again.'));
    renderInSite(<SubmissionsGate>{form}</SubmissionsGate>);
    await expect.poll(() => api.calls('GET /api/site-settings/submissions').length).toBeGreaterThan(0);
    expect(screen.getByRole('form', { name: 'Submit a product' })).toBeInTheDocument();
  });
});
