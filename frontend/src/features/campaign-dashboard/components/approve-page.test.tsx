import type { UnapprovedCreativeDto } from '@emberhold/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { held, reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { ApprovePage } from './approve-page';

function creative(id: number, title: string): UnapprovedCreativeDto {
  return {
    id,
    campaign_id: 100 + id,
    title,
    content: '',
    price: 24.5,
    link: `https://shop.example/${id}`,
    image: null,
    upload_type: 'image',
    embed: null,
    gif: null,
    slug: null,
    created_at: '2026-11-20T10:00:00Z',
    advertiser: { user_id: 9, username: 'kilnworks' },
  };
}

/** The server's list of ads waiting: an ad it has decided on leaves it. */
function stubWaiting() {
  const waiting = [creative(1, 'Ember lantern'), creative(2, 'Hearthstone mug')];
  const decided = new Set<number>();
  const api = stubApi().on('GET /api/user/creative/unapproved/all', () => reply.ok({ creatives: waiting.filter((ad) => !decided.has(ad.id)) }));
  return { api, decide: (id: number) => decided.add(id) };
}

const item = (id: number) => document.querySelector(`[data-creative-id="${id}"]`) as HTMLElement;

describe('approving ads', () => {
  it('shows each ad as the lists will: a GIF as its picture, embed code as its player', async () => {
    const gif = { ...creative(1, 'Flickering lantern'), upload_type: 'gif' as const, gif: '/media/creative-gif/a.gif' };
    const embed = { ...creative(2, 'Lantern film'), upload_type: 'embed' as const, embed: '<iframe src="https://www.youtube.com/embed/abc" width="100%" height="100%"></iframe>' };
    stubApi().on('GET /api/user/creative/unapproved/all', reply.ok({ creatives: [gif, embed] }));
    renderInSite(<ApprovePage />);
    await screen.findByRole('list', { name: 'Ads waiting for approval' });
    expect(item(1).querySelector('img')).toHaveAttribute('src', '/media/creative-gif/a.gif');
    expect(item(1).querySelector('iframe')).toBeNull();
    expect(within(item(2)).getByTitle('Video: Lantern film')).toHaveAttribute('src', 'https://www.youtube.com/embed/abc');
    expect(item(2).querySelector('img')).toBeNull();
  });

  it('approves an ad: it leaves the list, the page says so, and the next ad takes focus', async () => {
    const { api, decide } = stubWaiting();
    api.on('POST /api/user/creative/1/approve', () => {
      decide(1);
      return reply.ok({ creative: { id: 1, campaign_id: 101, status: 'running', disapproval_reason: null } });
    });
    const { user } = renderInSite(<ApprovePage />);
    await screen.findByRole('list', { name: 'Ads waiting for approval' });
    await user.click(within(item(1)).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(item(1)).toBeNull());
    expect(screen.getByText('Approved “Ember lantern”. It now runs in the lists.')).toBeInTheDocument();
    await waitFor(() => expect(item(2)).toHaveFocus());
    expect(api.calls('POST /api/user/creative/1/approve')).toHaveLength(1);
  });

  it('turns both buttons off while an approval is on its way, and says a refusal beside the ad', async () => {
    const answer = held();
    const { api } = stubWaiting();
    api.on('POST /api/user/creative/1/approve', () => answer.response);
    renderInSite(<ApprovePage />);
    await screen.findByRole('list', { name: 'Ads waiting for approval' });
    fireEvent.click(within(item(1)).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(item(1)).getByRole('button', { name: 'Approve' }));

    expect(await within(item(1)).findByRole('button', { name: 'Approving…' })).toBeDisabled();
    expect(within(item(1)).getByRole('button', { name: 'Disapprove' })).toBeDisabled();
    expect(api.calls('POST /api/user/creative/1/approve')).toHaveLength(1);
    answer.release(reply.error(409, 'This ad was paused by its advertiser meanwhile.'));
    expect(await within(item(1)).findByRole('alert')).toHaveTextContent('This ad was paused by its advertiser meanwhile.');
    expect(within(item(1)).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('asks for a reason before disapproving, then sends it and closes', async () => {
    const { api, decide } = stubWaiting();
    api.on('POST /api/user/creative/2/disapprove', () => {
      decide(2);
      return reply.ok({ creative: { id: 2, campaign_id: 102, status: 'disapproved', disapproval_reason: 'Wrong image' } });
    });
    const { user } = renderInSite(<ApprovePage />);
    await screen.findByRole('list', { name: 'Ads waiting for approval' });
    await user.click(within(item(2)).getByRole('button', { name: 'Disapprove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disapprove this ad' });
    await user.click(within(dialog).getByRole('button', { name: 'Disapprove' }));
    expect(await within(dialog).findByText('Please give a reason for the disapproval.')).toBeInTheDocument();
    expect(api.calls('POST /api/user/creative/2/disapprove')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), ' The image shows another product. ');
    await user.click(within(dialog).getByRole('button', { name: 'Disapprove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/user/creative/2/disapprove')[0]?.json()).toEqual({ reason: 'The image shows another product.' });
    expect(screen.getByText('Disapproved “Hearthstone mug”.')).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's words when the disapproval is refused", async () => {
    stubWaiting().api.on('POST /api/user/creative/2/disapprove', reply.error(409, 'This ad is running already.'));
    const { user } = renderInSite(<ApprovePage />);
    await screen.findByRole('list', { name: 'Ads waiting for approval' });
    await user.click(within(item(2)).getByRole('button', { name: 'Disapprove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disapprove this ad' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Wrong image');
    await user.click(within(dialog).getByRole('button', { name: 'Disapprove' }));

    expect(await within(dialog).findByText('This ad is running already.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Reason/)).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Disapprove' })).toBeEnabled();
  });
});
