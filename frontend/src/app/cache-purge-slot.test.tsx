import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../test/api';
import { logInAs, logOut, renderInSite } from '../test/render';
import { CachePurgeSlot } from './cache-purge-slot';

afterEach(() => logOut());

/** Who the flag opens the tool for, and where, is purge-gate.spec.ts; this is the mounting. */
describe('the home page’s purge flag', () => {
  it('opens the purge tool for an editor on the home page, with its address filled in', async () => {
    stubApi();
    logInAs({ editor: true });
    renderInSite(<CachePurgeSlot />, { url: '/uk/?purge' });

    expect(await screen.findByRole('heading', { name: 'Purge cached pages' })).toBeInTheDocument();
    expect(screen.getByLabelText('This page')).toHaveValue('/uk/');
  });
});
