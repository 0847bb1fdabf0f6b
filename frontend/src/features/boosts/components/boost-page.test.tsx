import type { BoostOfferDto } from '@emberhold/contracts';
import { advertisingMessages } from '@emberhold/contracts/src/api/advertising-api';
import { addDays, boostDateMessages, siteDate } from '@emberhold/contracts/src/api/boost-pricing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { held, reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { BoostPage } from './boost-page';

/** A day the form takes: ten days from now, in the site's zone (UTC). */
const DAY = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
const TAKEN = 'That date is already boosted or not available. Please choose another date.';

const OFFER: BoostOfferDto = {
  post: { id: 5, slug: 'ember-lantern', title: 'Ember lantern', image: null },
  default_price_cents: 4_900,
  unavailable_dates: [],
  stripe: null,
};

const INTENT = { boost_id: 91, date: DAY, payment_intent_id: 'pi_1', client_secret: 'pi_1_secret', amount_cents: 4_900 };

function openBoost(buyer: { kind: 'visitor' } | { kind: 'account'; email: string } = { kind: 'visitor' }) {
  return renderInSite(<BoostPage slug="ember-lantern" token="" buyer={buyer} returned={null} onLogIn={vi.fn()} />, { url: '/ember-lantern/boost' });
}

async function fillVisitorForm(user: ReturnType<typeof openBoost>['user'], confirm = 'fan@example.com') {
  fireEvent.change(await screen.findByLabelText('Date to boost'), { target: { value: DAY } });
  await user.type(screen.getByLabelText('Email'), 'fan@example.com');
  await user.type(screen.getByLabelText('Confirm email'), confirm);
}

const page = () => document.querySelector('[data-boost-page]');

const fieldError = (name: string) => document.querySelector(`[data-field-error="${name}"]`);
const posts = (api: ReturnType<typeof stubApi>) => api.calls().filter((call) => call.method === 'POST');

describe('the boost page', () => {
  it("says what is missing in the spec's words before sending anything, focusing the date", async () => {
    const api = stubApi().on('GET /api/boost/ember-lantern', reply.data(OFFER));
    const { user } = openBoost();
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(fieldError('date')).toHaveTextContent(advertisingMessages.enterBoostDate));
    expect(fieldError('date')?.textContent).toBe(advertisingMessages.enterBoostDate);
    expect(fieldError('email')?.textContent).toBe(advertisingMessages.fillEmail);
    const date = screen.getByLabelText('Date to boost');
    await waitFor(() => expect(date).toHaveFocus());
    expect(date).toHaveAttribute('name', 'date');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(posts(api)).toHaveLength(0);
  });

  it('refuses today and tomorrow as soon as they are chosen', async () => {
    const today = siteDate(new Date());
    stubApi().on('GET /api/boost/ember-lantern', reply.data(OFFER));
    openBoost();
    const date = await screen.findByLabelText('Date to boost');
    fireEvent.change(date, { target: { value: addDays(today, 1) } });
    expect(fieldError('date')?.textContent).toBe(boostDateMessages.tomorrow);
    fireEvent.change(date, { target: { value: today } });
    expect(fieldError('date')?.textContent).toBe(boostDateMessages.today);
  });

  it('says what is wrong before holding anything: two different emails', async () => {
    const api = stubApi().on('GET /api/boost/ember-lantern', reply.data(OFFER));
    const { user } = openBoost();
    await fillVisitorForm(user, 'other@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByText('The emails you typed do not match')).toBeInTheDocument();
    expect(fieldError('email_confirm')?.textContent).toBe(advertisingMessages.emailsDoNotMatch);
    expect(screen.getByLabelText('Confirm email')).toHaveFocus();
    expect(document.activeElement).toHaveAttribute('name', 'email_confirm');
    expect(posts(api)).toHaveLength(0);
  });

  it('holds the date and moves on to the card payment', async () => {
    const api = stubApi()
      .on('GET /api/boost/ember-lantern', reply.data(OFFER))
      .on('POST /api/user/boost/ember-lantern/payment_intent', reply.data(INTENT));
    const { user } = openBoost();
    await fillVisitorForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(page()).toHaveAttribute('data-boost-step', 'payment'));
    expect(api.calls('POST /api/user/boost/ember-lantern/payment_intent')[0]?.json()).toEqual({
      date: DAY,
      email: 'fan@example.com',
      email_confirm: 'fan@example.com',
      param_token: '',
    });
  });

  it('turns its button off while the date is being held, and a second submit sends nothing more', async () => {
    const answer = held();
    const api = stubApi()
      .on('GET /api/boost/ember-lantern', reply.data(OFFER))
      .on('POST /api/user/boost/ember-lantern/payment_intent', () => answer.response);
    openBoost({ kind: 'account', email: 'fan@example.com' });
    fireEvent.change(await screen.findByLabelText('Date to boost'), { target: { value: DAY } });
    const form = screen.getByRole('button', { name: 'Continue to payment' }).closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);

    expect(await screen.findByRole('button', { name: 'Holding your date…' })).toBeDisabled();
    expect(api.calls('POST /api/user/boost/ember-lantern/payment_intent')).toHaveLength(1);
    answer.release(reply.data(INTENT));
    await waitFor(() => expect(page()).toHaveAttribute('data-boost-step', 'payment'));
  });

  it('says beside the date when it was taken meanwhile, and asks for the offer’s dates again', async () => {
    const api = stubApi()
      .on('GET /api/boost/ember-lantern', reply.data(OFFER))
      .on('POST /api/user/boost/ember-lantern/payment_intent', reply.error(409, TAKEN, [{ field: 'date', message: TAKEN }]));
    const { user } = openBoost();
    await fillVisitorForm(user);
    const offers = api.calls('GET /api/boost/ember-lantern').length;
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const date = screen.getByLabelText('Date to boost');
    await waitFor(() => expect(date).toHaveAccessibleDescription(new RegExp(TAKEN)));
    expect(date).toHaveFocus();
    await waitFor(() => expect(api.calls('GET /api/boost/ember-lantern')).toHaveLength(offers + 1));
    expect(page()).toHaveAttribute('data-boost-step', 'details');
  });

  it('tells the server of a card back from its bank, and thanks the buyer once it is paid', async () => {
    const api = stubApi()
      .on('GET /api/boost/ember-lantern', reply.data(OFFER))
      .on('POST /api/user/boost/ember-lantern', reply.data({ status: 'paid', payment_id: 12 }));
    renderInSite(<BoostPage slug="ember-lantern" token="" buyer={{ kind: 'visitor' }} returned={{ paymentIntent: 'pi_1', boostId: 91, date: DAY }} onLogIn={vi.fn()} />);

    expect(await screen.findByText('Thank you! Your boost is booked.')).toBeInTheDocument();
    expect(api.calls('POST /api/user/boost/ember-lantern')).toHaveLength(1);
    expect(api.calls('POST /api/user/boost/ember-lantern')[0]?.json()).toMatchObject({ stripe_ref: 'pi_1', date: DAY, email: '' });
  });

  it("says the server's words when the returned card cannot be confirmed", async () => {
    stubApi()
      .on('GET /api/boost/ember-lantern', reply.data(OFFER))
      .on('POST /api/user/boost/ember-lantern', reply.error(402, 'Your card was declined.'));
    renderInSite(<BoostPage slug="ember-lantern" token="" buyer={{ kind: 'visitor' }} returned={{ paymentIntent: 'pi_1', boostId: 91, date: DAY }} onLogIn={vi.fn()} />);
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
  });
});
