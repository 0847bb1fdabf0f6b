import { PROMO_EMAIL_MESSAGES as M, type PromoEmailDto } from '@emberhold/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { held, reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { PromoEmailPage } from './promo-email-page';

const ROW: PromoEmailDto = {
  id: 3,
  subject_line: 'Winter sale',
  email_body: '<p>Mugs</p>',
  email: 'reader@example.com',
  user: { user_id: 12, username: 'ash_reader' },
  sent_by: { user_id: 1, username: 'forge_admin' },
  created_at: '2026-11-20T10:00:00Z',
  sent_at: '2026-11-20T10:00:02Z',
  delivery: 'sent',
};

const sentAnswer = (row: Partial<PromoEmailDto> = {}, duplicate = false) => reply.ok({ promo_email: { ...ROW, ...row }, duplicate });

function openPage(url = '/admin/promo-email/') {
  return renderInSite(<PromoEmailPage />, { url, path: '/admin/promo-email' });
}

function stubLog(rows: PromoEmailDto[] = [], hasMore = false) {
  return stubApi().on('GET /api/user/promo-emails/:page', reply.ok({ promo_emails: rows, has_more: hasMore }));
}

async function compose(user: ReturnType<typeof openPage>['user'], { to = 'reader@example.com', subject = 'Winter sale', body = '<p>Mugs</p>' } = {}) {
  if (to) await user.type(screen.getByLabelText(/^To/), to);
  if (subject) await user.type(screen.getByLabelText(/^Subject/), subject);
  if (body) await user.type(screen.getByLabelText(/^Email/), body.replace(/[[{]/g, (c) => c + c));
}

const sendButton = () => screen.getByRole('button', { name: /^(Send|Sending…)$/ });

describe('the promo email page', () => {
  it("previews the server's sanitized email in a frame that allows nothing, and sends nothing", async () => {
    const api = stubLog().on(
      'POST /api/user/send-promo-email/preview',
      reply.ok({ preview: { subject_line: 'Winter sale', html: '<p>Mugs</p><p>Unsubscribe</p>', text: 'Mugs\n\nUnsubscribe from these emails: https://x/unsubscribe/?token=t' } }),
    );
    const { user } = openPage();
    await compose(user, { body: '<p onclick="x()">Mugs</p>' });
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const frame = await screen.findByTitle('The email as it will be sent');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Mugs</p><p>Unsubscribe</p>');
    expect(screen.getByText(/Unsubscribe from these emails/)).toBeInTheDocument();
    expect(api.calls('POST /api/user/send-promo-email/preview')[0]!.json()).toEqual({ subject_line: 'Winter sale', email_body: '<p onclick="x()">Mugs</p>' });
    expect(api.calls('POST /api/user/send-promo-email')).toHaveLength(0);
  });

  it('sends once however often Send is pressed, the button off while sending, then clears the form and refreshes the log', async () => {
    const answer = held();
    const api = stubLog().on('POST /api/user/send-promo-email', () => answer.response);
    const { user } = openPage();
    await compose(user);
    await user.click(sendButton());
    await user.click(sendButton());

    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveTextContent('Sending…');
    expect(api.calls('POST /api/user/send-promo-email')).toHaveLength(1);
    const sent = api.calls('POST /api/user/send-promo-email')[0]!.json<Record<string, unknown>>();
    expect(sent).toMatchObject({ email: 'reader@example.com', subject_line: 'Winter sale', email_body: '<p>Mugs</p>' });
    expect(sent).not.toHaveProperty('user_id');
    expect(sent.idempotency_key).toMatch(/^[0-9a-f]{32}$/);

    const logReads = api.calls('GET /api/user/promo-emails/:page').length;
    answer.release(sentAnswer());
    expect(await screen.findByText('Sent to reader@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
    expect(sendButton()).toBeEnabled();
    await waitFor(() => expect(api.calls('GET /api/user/promo-emails/:page').length).toBeGreaterThan(logReads));
  });

  it('sends a retry of the same message with the same key, and a changed message with a new one', async () => {
    let answer = () => reply.networkFailure();
    const api = stubLog().on('POST /api/user/send-promo-email', () => answer());
    const { user } = openPage();
    await compose(user, { to: '42' });
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be sent/);
    await user.click(sendButton());
    await waitFor(() => expect(api.calls('POST /api/user/send-promo-email')).toHaveLength(2));
    await user.type(screen.getByLabelText(/^Subject/), '!');
    answer = () => Promise.resolve(sentAnswer({}, true));
    await user.click(sendButton());
    await screen.findByText('This email had already been sent to reader@example.com; it was not sent again.');

    const [first, retry, changed] = api.calls('POST /api/user/send-promo-email').map((call) => call.json<{ idempotency_key: string; user_id?: number; email?: string }>());
    expect(first).toMatchObject({ user_id: 42 });
    expect(first).not.toHaveProperty('email');
    expect(retry!.idempotency_key).toBe(first!.idempotency_key);
    expect(changed!.idempotency_key).not.toBe(first!.idempotency_key);
  });

  it("shows the server's messages at their fields", async () => {
    const api = stubLog().on(
      'POST /api/user/send-promo-email',
      reply.error(400, M.recipientMissing, [
        { field: 'email', message: M.recipientMissing },
        { field: 'subject_line', message: M.subjectMissing },
      ]),
    );
    const { user } = openPage();
    await compose(user, { to: '', subject: '' });
    await user.click(sendButton());

    expect(await screen.findByText(M.recipientMissing)).toHaveAttribute('data-field-error', 'to');
    expect(screen.getByText(M.subjectMissing)).toHaveAttribute('data-field-error', 'subject_line');
    expect(screen.getByLabelText(/^To/)).toHaveAttribute('aria-invalid', 'true');

    api.on('POST /api/user/send-promo-email', reply.error(409, M.unsubscribed, [{ field: 'email', message: M.unsubscribed }]));
    await user.type(screen.getByLabelText(/^To/), 'gone@example.com');
    expect(screen.queryByText(M.recipientMissing)).not.toBeInTheDocument();
    await user.click(sendButton());
    expect(await screen.findByText(M.unsubscribed)).toHaveAttribute('data-field-error', 'to');
  });

  it('lists the emails sent with their recipient, sender, time and delivery, and pages on', async () => {
    stubLog([ROW, { ...ROW, id: 2, subject_line: 'Cloaks', email: 'left@example.com', user: null, delivery: 'suppressed' }, { ...ROW, id: 1, subject_line: 'Lanterns', delivery: 'queued' }], true);
    openPage();
    const table = await screen.findByRole('table', { name: 'Sent emails, page 1' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['Winter sale', 'reader@example.com (ash_reader)', 'forge_admin', expect.any(String), 'Sent'],
      ['Cloaks', 'left@example.com', 'forge_admin', expect.any(String), 'Not sent: unsubscribed'],
      ['Lanterns', 'reader@example.com (ash_reader)', 'forge_admin', expect.any(String), 'Queued'],
    ]);
    expect(screen.getByRole('link', { name: 'Next →' })).toHaveAttribute('href', '/admin/promo-email/?page=2');
  });

  it('reads the page of the log the address names', async () => {
    const api = stubLog([ROW]);
    openPage('/admin/promo-email/?page=3');
    await screen.findByRole('table', { name: 'Sent emails, page 3' });
    expect(api.calls('GET /api/user/promo-emails/:page')[0]!.path).toBe('/api/user/promo-emails/3');
  });
});
