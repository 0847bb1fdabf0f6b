import type { DropoffDto, PassedPitchDto } from '@emberhold/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { DropoffsPage } from './dropoffs-page';

function dropoff(id: number, overrides: Partial<DropoffDto> = {}): DropoffDto {
  return {
    id,
    email: `left${id}@example.com`,
    user_id: null,
    username: null,
    campaign_id: null,
    last_step: 'creative_saved',
    left_at: '2026-11-25T10:00:00Z',
    discount_sent: false,
    discount_sent_at: null,
    disqualified: false,
    disqualify_reason: null,
    ...overrides,
  };
}

const pitch: PassedPitchDto = {
  creative_id: 77,
  title: 'Glowing Runestone Lamp',
  campaign_id: 12,
  reason: 'The image is a stock photo.',
  passed_at: '2026-11-24T09:00:00Z',
  advertiser: { user_id: 5, username: 'LampMaker', email: 'lamps@example.com' },
  dropoff_id: null,
  discount_sent_at: null,
};

const page = (dropoffs: DropoffDto[], extra: Record<string, unknown> = {}) => reply.json({ meta: { status: 'success', count: dropoffs.length }, dropoffs, page: 1, pages: 1, has_more: false, ...extra });
const pitches = (list: PassedPitchDto[]) => reply.json({ meta: { status: 'success', count: list.length }, pitches: list, page: 1, pages: 1, has_more: false });

function open(url = '/product-pitch/dropoffs/') {
  return renderInSite(<DropoffsPage />, { url, path: '/product-pitch/dropoffs/:page?' });
}

describe('the dropoffs page', () => {
  it('lists each dropoff with how far they got, when they left and whether a discount went out, with a pager', async () => {
    stubApi()
      .on('GET /api/user/campaign/dropoffs/2', page([dropoff(1, { last_step: 'payment_failed', username: 'Ash' }), dropoff(2, { discount_sent: true, discount_sent_at: '2026-11-25T12:00:00Z' })], { page: 2, pages: 3, has_more: true }))
      .on('GET /api/user/campaign/passed-pitches/1', pitches([]));
    open('/product-pitch/dropoffs/2');

    const table = await screen.findByRole('table', { name: 'Dropoffs, page 2' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('left1@example.com');
    expect(first).toHaveTextContent('Ash');
    expect(first).toHaveTextContent('Payment failed');
    expect(first).toHaveTextContent('Not sent');
    expect(within(first!).getByRole('button', { name: 'Send a discount to left1@example.com' })).toBeEnabled();
    expect(second).toHaveTextContent(/Sent .*2026/);
    expect(within(second!).getByRole('button', { name: 'Send a discount to left2@example.com' })).toBeDisabled();
    expect(within(second!).getByRole('button', { name: 'Send a discount to left2@example.com' })).toHaveTextContent('Discount sent');
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/product-pitch/dropoffs/3');
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/product-pitch/dropoffs/');
  });

  it('sends a discount once: the button turns off and says when it went', async () => {
    const api = stubApi()
      .on('GET /api/user/campaign/dropoffs/1', page([dropoff(3)]))
      .on('GET /api/user/campaign/passed-pitches/1', pitches([]));
    const { user } = open();
    const button = await screen.findByRole('button', { name: 'Send a discount to left3@example.com' });
    const sent = dropoff(3, { discount_sent: true, discount_sent_at: '2026-11-26T08:00:00Z' });
    api.on('POST /api/user/campaign/dropoffs/send_discount', reply.ok({ dropoff: sent })).on('GET /api/user/campaign/dropoffs/1', page([sent]));
    await user.click(button);

    expect(await screen.findByRole('button', { name: 'Send a discount to left3@example.com' })).toHaveTextContent('Discount sent');
    expect(screen.getByRole('button', { name: 'Send a discount to left3@example.com' })).toBeDisabled();
    expect(api.calls('POST /api/user/campaign/dropoffs/send_discount').map((call) => call.json())).toEqual([{ id: 3 }]);
  });

  it('says why the server refused a discount', async () => {
    stubApi()
      .on('GET /api/user/campaign/dropoffs/1', page([dropoff(4)]))
      .on('GET /api/user/campaign/passed-pitches/1', pitches([]))
      .on('POST /api/user/campaign/dropoffs/send_discount', reply.error(409, 'This dropoff has been disqualified, so no discount can be sent.'));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Send a discount to left4@example.com' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This dropoff has been disqualified, so no discount can be sent.');
  });

  it('asks for a reason before disqualifying, then takes the dropoff off the list', async () => {
    const api = stubApi()
      .on('GET /api/user/campaign/dropoffs/1', page([dropoff(5), dropoff(6)]))
      .on('GET /api/user/campaign/passed-pitches/1', pitches([]))
      .on('POST /api/user/campaign/dropoffs/disqualify', reply.ok({ dropoff: dropoff(5, { disqualified: true, disqualify_reason: 'A competitor.' }) }));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Disqualify left5@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disqualify this dropoff' });
    await user.click(within(dialog).getByRole('button', { name: 'Disqualify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please give a reason for disqualifying this dropoff.');
    expect(api.calls('POST /api/user/campaign/dropoffs/disqualify')).toEqual([]);

    api.on('GET /api/user/campaign/dropoffs/1', page([dropoff(6)]));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  A competitor.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Disqualify' }));
    expect(await screen.findByRole('button', { name: 'Disqualify left6@example.com' })).toBeInTheDocument();
    expect(screen.queryByText('left5@example.com')).not.toBeInTheDocument();
    expect(api.calls('POST /api/user/campaign/dropoffs/disqualify').map((call) => call.json())).toEqual([{ id: 5, reason: 'A competitor.' }]);
  });

  it('lists passed pitches with the reason and the advertiser, and sends one a discount', async () => {
    const api = stubApi()
      .on('GET /api/user/campaign/dropoffs/1', page([]))
      .on('GET /api/user/campaign/passed-pitches/1', pitches([pitch]));
    const { user } = open();
    const list = await screen.findByRole('list', { name: 'Passed pitches' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Glowing Runestone Lamp');
    expect(item).toHaveTextContent('The image is a stock photo.');
    expect(item).toHaveTextContent('LampMaker · lamps@example.com');

    api
      .on('POST /api/user/campaign/dropoffs/send_discount', reply.ok({ dropoff: dropoff(9, { discount_sent: true, discount_sent_at: '2026-11-26T08:00:00Z' }) }))
      .on('GET /api/user/campaign/passed-pitches/1', pitches([{ ...pitch, dropoff_id: 9, discount_sent_at: '2026-11-26T08:00:00Z' }]));
    await user.click(within(item).getByRole('button', { name: 'Send a discount for “Glowing Runestone Lamp”' }));
    expect(await screen.findByRole('button', { name: 'Send a discount for “Glowing Runestone Lamp”' })).toHaveTextContent('Discount sent');
    expect(api.calls('POST /api/user/campaign/dropoffs/send_discount').map((call) => call.json())).toEqual([{ creative_id: 77 }]);
  });

  it('tells a user without the access flag they may not see it', async () => {
    stubApi()
      .on('GET /api/user/campaign/dropoffs/1', reply.error(403, 'You do not have access to view this page.'))
      .on('GET /api/user/campaign/passed-pitches/1', reply.error(403, 'You do not have access to view this page.'));
    open();
    expect(await screen.findByText('You do not have access to view this page.')).toBeInTheDocument();
  });
});
