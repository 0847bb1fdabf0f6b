import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderInSite } from '../test/render';
import { ReasonDialog } from './reason-dialog';

const REQUIRED = 'Please give a reason for the disapproval.';

function Dialog({ onSubmit }: { onSubmit: (reason: string, refused: (failure: Error) => void) => void }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <ReasonDialog
      title="Disapprove this ad"
      eyebrow="Approve ads"
      intro="It will not run."
      layerData={{ 'data-test-dialog': '' }}
      action={['Disapprove', 'Disapproving…']}
      requiredMessage={REQUIRED}
      maxLength={20}
      placeholder="Why"
      fallbackError="It could not be disapproved."
      sending={false}
      onSubmit={onSubmit}
      onClose={() => setOpen(false)}
    />
  ) : (
    <p>Closed</p>
  );
}

describe('the reason dialog', () => {
  it('asks for a reason before sending, and sends it trimmed once there is one', async () => {
    const onSubmit = vi.fn();
    const { user } = renderInSite(<Dialog onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Disapprove' }));
    expect(screen.getByRole('alert')).toHaveTextContent(REQUIRED);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Reason/), '  Wrong link.  ');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Disapprove' }));
    expect(onSubmit).toHaveBeenCalledWith('Wrong link.', expect.any(Function));
  });

  it('says a reason is too long, and keeps the server’s refusal in the dialog', async () => {
    const { user } = renderInSite(<Dialog onSubmit={(_reason, refused) => refused(new ApiError('api_error', 'Conflict', 409, 'This creative is already running.'))} />);
    await user.type(screen.getByLabelText(/Reason/), 'x'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Disapprove' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The reason must be at most 20 characters.');

    await user.clear(screen.getByLabelText(/Reason/));
    await user.type(screen.getByLabelText(/Reason/), 'Off-topic');
    await user.click(screen.getByRole('button', { name: 'Disapprove' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This creative is already running.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
