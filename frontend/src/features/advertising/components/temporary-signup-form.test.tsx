import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { TemporarySignupForm } from './temporary-signup-form';

const MESSAGE = 'Temporary signup needs an email (Please provide a valid email address.)';
const TEMP_ID = 'abcdefghijklmnopqrstuvwxyz012345';

describe("the confirmation page's leave-your-email form", () => {
  it('says the spec’s sentence for an address that is not one, and thanks the visitor once it is kept', async () => {
    const api = stubApi().on('POST /api/user/temporary-signup', () => reply.data({ saved: true }));
    const { user } = renderInSite(<TemporarySignupForm tempId={TEMP_ID} />);
    await user.type(screen.getByLabelText('Your email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Keep my ad' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(api.calls('POST /api/user/temporary-signup')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Your email'));
    await user.type(screen.getByLabelText('Your email'), 'maker@example.test');
    await user.click(screen.getByRole('button', { name: 'Keep my ad' }));
    expect(await screen.findByText(/We'll keep your ad/)).toBeInTheDocument();
    expect(api.calls('POST /api/user/temporary-signup')[0]!.json()).toEqual({ temp_id: TEMP_ID, email: 'maker@example.test' });
  });

  it('shows the server’s words when it refuses the address', async () => {
    stubApi().on('POST /api/user/temporary-signup', () => reply.error(400, MESSAGE, [{ field: 'email', message: 'must be an email address' }]));
    const { user } = renderInSite(<TemporarySignupForm tempId={TEMP_ID} />);
    await user.type(screen.getByLabelText('Your email'), 'maker@localhost.invalid');
    await user.click(screen.getByRole('button', { name: 'Keep my ad' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
  });
});
