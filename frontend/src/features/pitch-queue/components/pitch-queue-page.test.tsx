import { PITCH_MESSAGES, type PitchDto } from '@emberhold/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { PitchQueuePage } from './pitch-queue-page';

function pitch(id: number, overrides: Partial<PitchDto> = {}): PitchDto {
  return {
    id,
    source: 'staff',
    status: 'pending',
    title: `Pitch ${id}`,
    comments: '',
    link: null,
    product_link: `https://shop.example/${id}`,
    video_url: null,
    priority: 0,
    images: [],
    price: null,
    created_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    sent_by: { user_id: 1, username: 'chief', email: 'chief@gifts.example' },
    decided_by: null,
    decided_at: null,
    reject_reason: null,
    post: null,
    ...overrides,
  };
}

const lantern = pitch(1, { title: 'Ember lantern', priority: 8, comments: 'A warm glow', images: ['/media/seed/posts/lantern.webp', 'https://img.example/lantern.jpg'], link: 'https://blog.example/lantern' });
const egg = pitch(2, { title: 'Dragon egg bath bomb', source: 'user', price: '12.00', sent_by: { user_id: 5, username: 'reader5', email: 'r5@example.com' } });

/** The server's queue: pitches of the asked status. */
function stubQueue(pitches: PitchDto[] = [lantern, egg]) {
  const all = [...pitches];
  const api = stubApi().on('GET /api/user/pitchpost/queue', (call) => {
    const status = call.url.searchParams.get('status') ?? 'pending';
    const shown = all.filter((p) => p.status === status);
    const counts = { pending: 0, published: 0, rejected: 0 };
    for (const p of all) counts[p.status] += 1;
    return reply.ok({ pitches: shown, page: 1, page_size: 20, total: shown.length, counts });
  });
  return { api, all };
}

const card = (id: number) => document.querySelector(`[data-pitch-id="${id}"]`) as HTMLElement;

describe('the pitch queue page', () => {
  it('shows both sources as cards with their badge, sender, images and links, and switches tab and sort', async () => {
    const { api } = stubQueue([lantern, egg, pitch(3, { title: 'Old sigil case', status: 'rejected', reject_reason: 'Not licensed', decided_by: { user_id: 1, username: 'chief', email: 'c@x' } })]);
    const { user } = renderInSite(<PitchQueuePage />, { url: '/admin/pitchpost/' });
    const list = await screen.findByRole('list', { name: 'Pending pitches' });
    expect(within(list).getAllByRole('listitem', { name: /./ })).toHaveLength(2);
    expect(within(card(1)).getByText('Staff pitch')).toBeInTheDocument();
    expect(within(card(2)).getByText('User submission')).toBeInTheDocument();
    expect(within(card(2)).getByText(/reader5 \(r5@example.com\)/)).toBeInTheDocument();
    expect(within(card(1)).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(card(1)).getByRole('link', { name: 'https://blog.example/lantern' })).toHaveAttribute('href', 'https://blog.example/lantern');
    // The site's own media show as pictures; another site's image is only linked (the site loads no third-party images).
    expect(within(card(1)).getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', '/media/seed/posts/lantern.webp');
    expect(within(card(1)).getByRole('link', { name: 'Image 2 (img.example)' })).toHaveAttribute('href', 'https://img.example/lantern.jpg');
    expect(card(1).querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Rejected (1)' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'newest');
    await waitFor(() => expect(api.calls('GET /api/user/pitchpost/queue').at(-1)!.url.searchParams.get('sort')).toBe('newest'));

    await user.click(screen.getByRole('tab', { name: 'Rejected (1)' }));
    const rejected = await screen.findByRole('list', { name: 'Rejected pitches' });
    expect(within(rejected).getByText(/Not licensed/)).toBeInTheDocument();
    expect(within(rejected).queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('pitches a post, saying the spec’s messages: the title before sending, the product link as the server refuses it', async () => {
    const { api } = stubQueue();
    let answer = reply.error(400, PITCH_MESSAGES.productLinkMissing, [{ field: 'product_link', message: PITCH_MESSAGES.productLinkMissing }]);
    api.on('POST /api/user/pitchpost', () => answer);
    const { user } = renderInSite(<PitchQueuePage />, { url: '/admin/pitchpost/' });
    await screen.findByRole('list', { name: 'Pending pitches' });

    await user.click(screen.getByRole('button', { name: 'Pitch it' }));
    expect(screen.getByText(PITCH_MESSAGES.titleMissing)).toBeInTheDocument();
    expect(api.calls('POST /api/user/pitchpost')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Title/), 'Gryphon quill');
    await user.click(screen.getByRole('button', { name: 'Pitch it' }));
    expect(await screen.findByText(PITCH_MESSAGES.productLinkMissing)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Product link/)).toHaveFocus();

    answer = reply.ok({ pitch: pitch(9, { title: 'Gryphon quill' }) });
    await user.type(screen.getByLabelText(/^Product link/), 'shop.example/quill');
    await user.selectOptions(screen.getByLabelText(/^Priority/), '7');
    await user.type(screen.getByRole('textbox', { name: /^Images/ }), 'https://img.example/a.jpg\n/media/x.webp');
    await user.click(screen.getByRole('button', { name: 'Pitch it' }));
    expect(await screen.findByText('Pitched “Gryphon quill”. It is in the pending queue.')).toBeInTheDocument();
    expect(api.calls('POST /api/user/pitchpost').at(-1)!.json()).toMatchObject({
      title: 'Gryphon quill',
      product_link: 'shop.example/quill',
      priority: 7,
      images: ['https://img.example/a.jpg', '/media/x.webp'],
    });
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
  });

  it('publishes a pitch from a dialog prefilled from it, with an uploaded image and a gift guide', async () => {
    const { api } = stubQueue();
    api.on('GET /api/user/pitchpost/guides', () => reply.ok({ guides: [{ slug: 'house-gifts', name: 'House gifts', parent_slug: null }, { slug: 'mugs', name: 'Mugs', parent_slug: 'house-gifts' }] }));
    api.on('POST /api/user/pitchpost/image', () => reply.ok({ data: { src: '/media/pitch/abc.webp', width: 800, height: 600 } }));
    api.on('POST /api/user/pitchpost/:id/publish', () => reply.ok({ pitch: { ...lantern, status: 'published' }, post: { id: 77, slug: 'ember-lantern', title: 'Ember lantern' } }));
    const { user } = renderInSite(<PitchQueuePage />, { url: '/admin/pitchpost/' });
    await screen.findByRole('list', { name: 'Pending pitches' });
    await user.click(within(card(1)).getByRole('button', { name: 'Publish' }));

    const dialog = await screen.findByRole('dialog', { name: 'Publish this pitch' });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Ember lantern');
    expect(within(dialog).getByLabelText(/^Text/)).toHaveValue('A warm glow');
    expect(within(dialog).getByLabelText(/^Affiliate link/)).toHaveValue('https://shop.example/1');
    expect(within(dialog).getByText('The post’s address: /ember-lantern/')).toBeInTheDocument();

    // The pitch's picture already on the site comes along; taken away, the post has none and is not sent.
    const uploaded = within(dialog).getByRole('list', { name: 'Uploaded images' });
    expect(uploaded.querySelector('img')).toHaveAttribute('src', '/media/seed/posts/lantern.webp');
    await user.click(within(uploaded).getByRole('button', { name: 'Remove' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(within(dialog).getByText(PITCH_MESSAGES.imagesMissing)).toBeInTheDocument();
    expect(api.calls('POST /api/user/pitchpost/:id/publish')).toHaveLength(0);

    await user.upload(within(dialog).getByLabelText(/^Images/), new File([new Uint8Array([0x89, 0x50])], 'lantern.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('img', { name: 'Image 1' })).toHaveAttribute('src', '/media/pitch/abc.webp');
    await user.click(await within(dialog).findByRole('checkbox', { name: /Mugs/ }));
    await user.type(within(dialog).getByLabelText(/^Price/), '24.99');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Published “Ember lantern” at /ember-lantern/.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Publish this pitch' })).toBeNull();
    expect(api.calls('POST /api/user/pitchpost/1/publish')[0]!.json()).toEqual({
      title: 'Ember lantern',
      slug: '',
      content: 'A warm glow',
      price: '24.99',
      images: ['/media/pitch/abc.webp'],
      categories: ['mugs'],
      link: 'https://shop.example/1',
    });
  });

  it('publishes a pitch as a mature gift when staff tick it', async () => {
    const { api } = stubQueue();
    api.on('GET /api/user/pitchpost/guides', () => reply.ok({ guides: [] }));
    api.on('POST /api/user/pitchpost/:id/publish', () => reply.ok({ pitch: { ...lantern, status: 'published' }, post: { id: 77, slug: 'ember-lantern', title: 'Ember lantern' } }));
    const { user } = renderInSite(<PitchQueuePage />, { url: '/admin/pitchpost/' });
    await screen.findByRole('list', { name: 'Pending pitches' });
    await user.click(within(card(1)).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this pitch' });
    await user.click(within(dialog).getByRole('checkbox', { name: /^Mature gift/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published “Ember lantern” at /ember-lantern/.')).toBeInTheDocument();
    expect(api.calls('POST /api/user/pitchpost/1/publish')[0]!.json()).toMatchObject({ title: 'Ember lantern', nsfw: true });
  });

  it('says a taken slug inside the dialog, which stays open', async () => {
    const { api } = stubQueue();
    api.on('GET /api/user/pitchpost/guides', () => reply.ok({ guides: [] }));
    api.on('POST /api/user/pitchpost/image', () => reply.ok({ data: { src: '/media/pitch/abc.webp', width: 800, height: 600 } }));
    api.on('POST /api/user/pitchpost/:id/publish', () => reply.error(409, PITCH_MESSAGES.slugTaken, [{ field: 'slug', message: PITCH_MESSAGES.slugTaken }]));
    const { user } = renderInSite(<PitchQueuePage />, { url: '/admin/pitchpost/' });
    await screen.findByRole('list', { name: 'Pending pitches' });
    await user.click(within(card(1)).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this pitch' });
    await user.upload(within(dialog).getByLabelText(/^Images/), new File([new Uint8Array([1])], 'a.png', { type: 'image/png' }));
    await within(dialog).findByRole('list', { name: 'Uploaded images' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText(PITCH_MESSAGES.slugTaken)).toBeInTheDocument();
  });

  it('rejects a pitch with a reason, which is required', async () => {
    const { api } = stubQueue();
    api.on('POST /api/user/pitchpost/:id/reject', () => reply.ok({ pitch: { ...egg, status: 'rejected', reject_reason: 'Duplicate' } }));
    const { user } = renderInSite(<PitchQueuePage />, { url: '/admin/pitchpost/' });
    await screen.findByRole('list', { name: 'Pending pitches' });
    await user.click(within(card(2)).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this pitch' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(PITCH_MESSAGES.reasonMissing)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected “Dragon egg bath bomb”.')).toBeInTheDocument();
    expect(api.calls('POST /api/user/pitchpost/2/reject')[0]!.json()).toEqual({ reason: 'Duplicate' });
  });

  it('tells a user without access that they may not see it', async () => {
    stubApi().on('GET /api/user/pitchpost/queue', () => reply.error(403, 'You do not have access to view this page.'));
    renderInSite(<PitchQueuePage />, { url: '/admin/pitchpost/' });
    expect(await screen.findByText('You do not have access to view this page.')).toBeInTheDocument();
  });
});
