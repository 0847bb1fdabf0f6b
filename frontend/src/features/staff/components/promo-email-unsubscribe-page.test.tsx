import { PROMO_EMAIL_MESSAGES as M } from '@emberhold/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { PromoEmailUnsubscribePage } from './promo-email-unsubscribe-page';

const openPage = (url: string) => renderInSite(<PromoEmailUnsubscribePage />, { url, path: '/unsubscribe' });

describe('the unsubscribe page', () => {
  it('names the address and unsubscribes it only when the button is pressed', async () => {
    const api = stubApi()
      .on('GET /api/user/mail/unsubscribe', reply.ok({ email: 'reader@example.com', unsubscribed: false }))
      .on('POST /api/user/mail/unsubscribe', reply.ok({ email: 'reader@example.com', unsubscribed: true }));
    const { user } = openPage('/unsubscribe/?token=abc.def');

    expect(await screen.findByText('reader@example.com')).toBeInTheDocument();
    expect(api.calls('GET /api/user/mail/unsubscribe')[0]!.path).toBe('/api/user/mail/unsubscribe?token=abc.def');
    expect(api.calls('POST /api/user/mail/unsubscribe')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You are unsubscribed')).toBeInTheDocument();
    expect(api.calls('POST /api/user/mail/unsubscribe').map((call) => call.json())).toEqual([{ token: 'abc.def' }]);
  });

  it('says so when the address has already unsubscribed', async () => {
    stubApi().on('GET /api/user/mail/unsubscribe', reply.ok({ email: 'reader@example.com', unsubscribed: true }));
    openPage('/unsubscribe/?token=abc.def');
    expect(await screen.findByText('You are unsubscribed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('refuses a link the server did not sign, or one without a token', async () => {
    stubApi().on('GET /api/user/mail/unsubscribe', reply.error(400, M.tokenInvalid, [{ field: 'token', message: M.tokenInvalid }]));
    openPage('/unsubscribe/?token=forged');
    expect(await screen.findByText(new RegExp(M.tokenInvalid))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('asks nothing of the server without a token', () => {
    const api = stubApi();
    openPage('/unsubscribe/');
    expect(screen.getByText(new RegExp(M.tokenInvalid))).toBeInTheDocument();
    expect(api.calls()).toHaveLength(0);
  });
});
