import { type EditorialFeatureDto, editorialSetupMessages as M } from '@emberhold/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { EditorialSetupPage } from './editorial-setup-page';

const SETUP = '/api/user/editorial-setup';
const UNLOCK = `${SETUP}/unlock`;
const locked = () => reply.json({ meta: { status: 'error', error: M.locked }, code: 'EDITORIAL_LOCKED' }, 403);

const lantern: EditorialFeatureDto = {
  id: 4,
  status: 'current',
  shown_on: ['gifts'],
  post_id: 900,
  post_slug: 'ember-lantern',
  link: 'http://shop.example/ember-lantern',
  title: 'Ember Lantern',
  description: 'A hand-forged lantern.',
  price: '42.50',
  brand_name: 'Hollow Road Smiths',
  image: '/media/editorial/AAAAAAAAAAAAAAAAAAAAAA.webp',
  utm_campaign: 'winter',
  giveaway_data: null,
  display_gifts: true,
  display_related: false,
  starts_at: '2026-11-20T09:00:00.000Z',
  ends_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
};

describe('the editorial setup page', () => {
  it('prompts for the editorial password, says when it is wrong, and shows the setup once unlocked', async () => {
    let unlocked = false;
    const api = stubApi()
      .on(`GET ${SETUP}`, () => (unlocked ? reply.ok({ features: [lantern, { ...lantern, id: 3, title: 'Old Candle', status: 'ended', shown_on: [] }] }) : locked()))
      .on(`POST ${UNLOCK}`, (call) => {
        if (call.json<{ password: string }>().password !== 'emberhold-editorial') return reply.error(403, M.wrongPassword, [{ field: 'password', message: M.wrongPassword }]);
        unlocked = true;
        return reply.ok({ unlocked_until: '2026-11-27T12:00:00.000Z' });
      });
    const { user } = renderInSite(<EditorialSetupPage />, { url: '/promo-setup/' });

    const password = await screen.findByLabelText(/Editorial password/);
    expect(screen.queryByRole('form', { name: 'New feature' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Please enter the editorial password.')).toBeInTheDocument();
    expect(api.calls(`POST ${UNLOCK}`)).toHaveLength(0);

    await user.type(password, 'guess');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText(M.wrongPassword)).toBeInTheDocument();
    expect(password).toHaveValue('');

    await user.type(password, 'emberhold-editorial');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('form', { name: 'New feature' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Features' });
    const current = within(list).getByRole('listitem', { name: 'Ember Lantern' });
    expect(current).toHaveTextContent('Current');
    expect(current).toHaveTextContent('Showing now on gift lists (position 5)');
    expect(within(current).getByRole('button', { name: 'End “Ember Lantern”' })).toBeInTheDocument();
    const ended = within(list).getByRole('listitem', { name: 'Old Candle' });
    expect(ended).toHaveTextContent('Ended');
    expect(within(ended).queryByRole('button', { name: /End/ })).not.toBeInTheDocument();
  });

  it('shows the lockout in the server’s words', async () => {
    const lockout = 'Too many wrong passwords. Please try again after 11:05 UTC.';
    stubApi().on(`GET ${SETUP}`, locked).on(`POST ${UNLOCK}`, reply.error(429, lockout));
    const { user } = renderInSite(<EditorialSetupPage />, { url: '/promo-setup/' });
    await user.type(await screen.findByLabelText(/Editorial password/), 'emberhold-editorial');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(lockout);
  });

  it('shows each Please provide message at its field before any call, and the server’s words after one', async () => {
    const api = stubApi()
      .on(`GET ${SETUP}`, reply.ok({ features: [lantern] }))
      .on(`POST ${SETUP}`, reply.error(400, M.image, [{ field: 'image', message: M.image }]));
    const { user } = renderInSite(<EditorialSetupPage />, { url: '/promo-setup/' });
    const form = await screen.findByRole('form', { name: 'New feature' });
    await user.click(within(form).getByRole('button', { name: 'Set up the feature' }));

    const errorOf = (field: string) => form.querySelector(`[data-field-error="${field}"]`)?.textContent;
    expect(errorOf('link')).toBe(M.link);
    expect(errorOf('title')).toBe(M.title);
    expect(errorOf('description')).toBe(M.description);
    expect(errorOf('price')).toBe(M.price);
    expect(errorOf('brand_name')).toBe(M.brandName);
    expect(errorOf('image')).toBe(M.image);
    expect(within(form).getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls(`POST ${SETUP}`)).toHaveLength(0);

    // Typing into a field takes its message away; a bad end date is named at the end.
    await user.type(within(form).getByLabelText(/^Title/), 'Ember Lantern');
    expect(errorOf('title')).toBeUndefined();
    expect(errorOf('link')).toBe(M.link);

    // Editing a feature that has its image: the server's refusal is shown at the field it names.
    await user.click(screen.getByRole('button', { name: 'Edit “Ember Lantern”' }));
    const edit = await screen.findByRole('form', { name: 'Edit “Ember Lantern”' });
    expect(within(edit).getByLabelText(/^Brand name/)).toHaveValue('Hollow Road Smiths');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await within(edit).findByText(M.image)).toBeInTheDocument();
    expect(api.calls(`POST ${SETUP}`).map((call) => call.json())).toEqual([
      expect.objectContaining({ id: 4, link: 'http://shop.example/ember-lantern', title: 'Ember Lantern', price: '42.50', brand_name: 'Hollow Road Smiths', display_related: false, ends_at: null }),
    ]);
  });

  it('refuses giveaway data that is not a JSON object and an end before the start', async () => {
    stubApi().on(`GET ${SETUP}`, reply.ok({ features: [] }));
    const { user } = renderInSite(<EditorialSetupPage />, { url: '/promo-setup/' });
    const form = await screen.findByRole('form', { name: 'New feature' });
    await user.type(within(form).getByLabelText(/^Giveaway data/), 'not json');
    await user.type(within(form).getByLabelText(/^Start/), '2026-12-02T10:00');
    await user.type(within(form).getByLabelText(/^End/), '2026-12-01T10:00');
    await user.click(within(form).getByRole('button', { name: 'Set up the feature' }));
    expect(form.querySelector('[data-field-error="giveaway_data"]')).toHaveTextContent(M.badGiveaway);
    expect(form.querySelector('[data-field-error="ends_at"]')).toHaveTextContent(M.endBeforeStart);
    expect(screen.getByText('No features yet.')).toBeInTheDocument();
  });
});
