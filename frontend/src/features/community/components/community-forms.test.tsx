import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { held, reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { ContactPage } from './contact-page';
import { GiveawayEntry } from './giveaway-entry';
import { SubscribeForm } from './subscribe-form';

describe('the contact page', () => {
  it('asks for every required field before sending anything, and focuses the first', async () => {
    const api = stubApi();
    const { user } = renderInSite(<ContactPage />);
    await user.type(screen.getByLabelText(/^Email/), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill out all required fields.');
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid');
    expect(api.calls('POST /api/user/contact')).toHaveLength(0);
  });

  it("sends the message and puts the server's answer in place of the form", async () => {
    const api = stubApi().on('POST /api/user/contact', reply.ok({ id: 3 }, 'Thanks! We got your message.'));
    const { user } = renderInSite(<ContactPage />);
    await user.type(screen.getByLabelText(/^Name/), ' Maren ');
    await user.type(screen.getByLabelText(/^Email/), 'fan@example.com');
    await user.type(screen.getByLabelText(/^Message/), 'Where is the lantern?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Thanks! We got your message.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
    expect(api.calls('POST /api/user/contact')[0]?.json()).toEqual({ name: 'Maren', email: 'fan@example.com', type: 'General question/inquiry', message: 'Where is the lantern?' });
  });

  it('turns its button off while sending, and a second submit sends nothing more', async () => {
    const answer = held();
    const api = stubApi().on('POST /api/user/contact', () => answer.response);
    const { user } = renderInSite(<ContactPage />);
    await user.type(screen.getByLabelText(/^Name/), 'Maren');
    await user.type(screen.getByLabelText(/^Email/), 'fan@example.com');
    await user.type(screen.getByLabelText(/^Message/), 'Hello');
    const form = screen.getByRole('button', { name: 'Send message' }).closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);

    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(api.calls('POST /api/user/contact')).toHaveLength(1);
    answer.release(reply.error(400, 'Please enter a valid email address.', [{ field: 'email', message: 'Please enter a valid email address.' }]));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });
});

describe('the newsletter sign-up', () => {
  it('asks a European visitor to tick the consent box before anything is sent', async () => {
    const api = stubApi();
    const { user } = renderInSite(<SubscribeForm needsConsent onSubscribed={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please tick the box to agree to receive our newsletter.');
    await waitFor(() => expect(screen.getByRole('checkbox')).toHaveFocus());
    expect(api.calls()).toHaveLength(0);
  });

  it("hands on the server's confirmation with the address", async () => {
    stubApi().on('POST /api/user/subscribe', reply.ok({}, 'Almost there! Check your inbox.'));
    const onSubscribed = vi.fn();
    const { user } = renderInSite(<SubscribeForm needsConsent={false} onSubscribed={onSubscribed} />);
    await user.type(screen.getByLabelText('Email'), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(onSubscribed).toHaveBeenCalledWith('Almost there! Check your inbox.', 'fan@example.com'));
  });

  it("says 'Subscribe did not work.' when the request itself fails", async () => {
    stubApi().on('POST /api/user/subscribe', () => reply.networkFailure());
    const { user } = renderInSite(<SubscribeForm needsConsent={false} onSubscribed={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Subscribe did not work.');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});

describe('entering a giveaway', () => {
  const ENDS = new Date(Date.now() + 7 * 86_400_000).toISOString();

  it("confirms a logged-in user's entry in its modal, and the button then reads You're entered", async () => {
    const api = stubApi()
      .on('GET /api/user/giveaway/lantern-giveaway/entry', reply.ok({ entry: { entered: false, entered_at: null, open: true } }))
      .on('POST /api/user/giveaway/lantern-giveaway/enter', reply.ok({ entry: { entered: true, already_entered: false, entered_at: '2026-11-26T10:00:00Z' } }, "You're entered!"));
    const { user } = renderInSite(<GiveawayEntry slug="lantern-giveaway" title="An ember lantern" image={null} endsAt={ENDS} authStatus="logged-in" />);
    await user.click(await screen.findByRole('button', { name: 'Enter giveaway' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter this giveaway' });
    const reads = api.calls('GET /api/user/giveaway/lantern-giveaway/entry').length;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm my entry' }));

    expect(await screen.findByRole('dialog', { name: "You're entered!" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: "You're entered" })).toBeDisabled();
    expect(api.calls('POST /api/user/giveaway/lantern-giveaway/enter')).toHaveLength(1);
    // The answer said so: the entry is not asked for again.
    expect(api.calls('GET /api/user/giveaway/lantern-giveaway/entry')).toHaveLength(reads);
  });

  it("says the server's words when the entry is refused, and keeps the modal open to try again", async () => {
    stubApi()
      .on('GET /api/user/giveaway/lantern-giveaway/entry', reply.ok({ entry: { entered: false, entered_at: null, open: true } }))
      .on('POST /api/user/giveaway/lantern-giveaway/enter', reply.error(404, 'Giveaway could not be found.'));
    const { user } = renderInSite(<GiveawayEntry slug="lantern-giveaway" title="An ember lantern" image={null} endsAt={ENDS} authStatus="logged-in" />);
    await user.click(await screen.findByRole('button', { name: 'Enter giveaway' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter this giveaway' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm my entry' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Giveaway could not be found.');
    expect(within(dialog).getByRole('button', { name: 'Confirm my entry' })).toBeEnabled();
  });
});
