import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { SubmissionsSwitchPage } from './submissions-switch-page';

const SWITCH = '/api/user/site-settings/submissions';

describe('the submissions switch page', () => {
  it('shows that submissions are open and turns them off, saying who changed them', async () => {
    const api = stubApi()
      .on(`GET ${SWITCH}`, reply.data({ open: true, updated_at: null, updated_by: null }))
      .on(`POST ${SWITCH}`, (call) =>
        reply.data({ open: call.json<{ open: boolean }>().open, updated_at: '2026-11-26T13:00:00.000Z', updated_by: { user_id: 1, username: 'warden' } }),
      );
    renderInSite(<SubmissionsSwitchPage />, { url: '/admin/submissions/' });

    expect(await screen.findByText('open')).toBeInTheDocument();
    expect(screen.getByText(/Nobody has turned them off yet/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Turn submissions off' }));

    expect(await screen.findByText('off')).toBeInTheDocument();
    expect(screen.getByText(/Last changed by warden on 26 Nov 2026, 13:00 UTC/)).toBeInTheDocument();
    expect(api.calls(`POST ${SWITCH}`).map((call) => call.json())).toEqual([{ open: false }]);
    expect(screen.getByRole('button', { name: 'Turn submissions on' })).toBeInTheDocument();
  });

  it('says so when the server refuses the change', async () => {
    stubApi()
      .on(`GET ${SWITCH}`, reply.data({ open: false, updated_at: '2026-11-26T13:00:00.000Z', updated_by: null }))
      .on(`POST ${SWITCH}`, reply.error(403, 'You do not have access to view this page.'));
    renderInSite(<SubmissionsSwitchPage />, { url: '/admin/submissions/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn submissions on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to view this page.');
  });
});
