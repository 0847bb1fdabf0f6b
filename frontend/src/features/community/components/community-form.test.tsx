import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CommunityForm } from './community-form';

function form() {
  return (
    <CommunityForm form={{ error: null, errorId: 'contact-error', sending: false }} onSubmit={vi.fn()} submitLabel="Send message" sendingLabel="Sending…" marker="contact-form">
      <label>
        Name <input name="name" />
      </label>
    </CommunityForm>
  );
}

describe('a community form on a page the server rendered', () => {
  it('comes from the server with its fields and button off, and turns them on once the page is hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form());
    document.body.append(container);
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();

    await act(async () => {
      hydrateRoot(container, form());
    });
    expect(screen.getByLabelText('Name')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    container.remove();
  });

  it('is on from the first render on a page the browser renders itself', () => {
    render(form());
    expect(screen.getByLabelText('Name')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });
});
