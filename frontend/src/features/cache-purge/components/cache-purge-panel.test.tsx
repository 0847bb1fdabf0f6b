import type { CachePurgeResult } from '@emberhold/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { CachePurgePanel } from './cache-purge-panel';

const PURGED: CachePurgeResult = {
  purged: [
    { path: '/', page: 'index', dropped: { responses: 6, rows: 4, heads: 0 } },
    { path: '/uk/dragon-mug/', page: 'post', dropped: { responses: 0, rows: 0, heads: 0 } },
  ],
  sentToOtherProcesses: true,
};

function openPanel() {
  return renderInSite(<CachePurgePanel pagePath="/" />, { url: '/?purge' });
}

describe('the purge tool', () => {
  it('sends the page’s address with the pages listed below it, one per line, and lists what was purged', async () => {
    const api = stubApi().on('POST /api/user/dev_purge/', reply.data(PURGED));
    const { user } = openPanel();
    expect(screen.getByLabelText('This page')).toHaveValue('/');

    await user.type(screen.getByLabelText(/^More pages/), '/uk/dragon-mug/\n\n/uk/dragon-mug/');
    await user.click(screen.getByRole('button', { name: 'Purge' }));

    const list = await screen.findByRole('list', { name: 'Purged pages' });
    expect(api.calls('POST /api/user/dev_purge/').map((call) => call.json())).toEqual([{ urls: ['/', '/uk/dragon-mug/'] }]);
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '/ (index): 6 rendered responses, 4 catalogue rows',
      '/uk/dragon-mug/ (post): nothing cached here',
    ]);
    expect(screen.getByText('Sent to the other API processes, which purge their own caches.')).toBeInTheDocument();
  });

  it('shows the server’s words when it refuses a page', async () => {
    const refusal = '"https://elsewhere.example/new/" is not on this site (https://gifts.example): only the site\'s own pages can be purged.';
    stubApi().on('POST /api/user/dev_purge/', reply.error(400, refusal));
    const { user } = openPanel();

    await user.type(screen.getByLabelText(/^More pages/), 'https://elsewhere.example/new/');
    await user.click(screen.getByRole('button', { name: 'Purge' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByRole('list', { name: 'Purged pages' })).not.toBeInTheDocument();
  });

  it('says so when the other processes could not be told', async () => {
    stubApi().on('POST /api/user/dev_purge/', reply.data({ ...PURGED, sentToOtherProcesses: false }));
    const { user } = openPanel();

    await user.click(screen.getByRole('button', { name: 'Purge' }));

    expect(await screen.findByText(/Purged here only/)).toBeInTheDocument();
  });
});
