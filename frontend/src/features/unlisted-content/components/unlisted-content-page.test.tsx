import type { UnlistedContentDto, UnlistedContentSummaryDto } from '@emberhold/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { UnlistedContentPage } from './unlisted-content-page';

const BASE = '/api/user/unlisted-content';
const PLAYER = '<iframe src="https://www.youtube.com/embed/abc123" width="100%" height="100%" loading="lazy" frameborder="0"></iframe>';

const draft: UnlistedContentDto = {
  id: null,
  title: '',
  slug: null,
  content: '',
  price: null,
  link: '',
  image: null,
  embed: null,
  upload_type: 'image',
  campaign: { id: 12, name: 'Dragon lanterns' },
  path: null,
  url: null,
  updated_at: null,
};

const saved = (overrides: Partial<UnlistedContentDto>): UnlistedContentDto => ({
  ...draft,
  id: 41,
  title: 'Ember Lantern',
  slug: 'ember-lantern',
  content: 'Glows.',
  price: 19.5,
  link: 'http://shop.example/lantern',
  path: '/ember-lantern/',
  url: 'https://gifts.example/ember-lantern/',
  updated_at: '2026-11-27T10:00:00.000Z',
  ...overrides,
});

const listed: UnlistedContentSummaryDto[] = [
  { id: 40, title: 'Older lantern page', slug: 'older-lantern', path: '/older-lantern/', upload_type: 'image', campaign: null, updated_at: '2026-11-20T10:00:00.000Z' },
];

/** jsdom decodes no images: a chosen file reads as a 1280 × 1068 image. */
function imagesOf(width: number, height: number) {
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(height);
  HTMLImageElement.prototype.decode = () => Promise.resolve();
  URL.createObjectURL = () => 'blob:chosen';
  URL.revokeObjectURL = () => undefined;
}

function openEditor(url = '/unlisted-content/new/?campaign=12') {
  return renderInSite(<UnlistedContentPage />, { url, path: '/unlisted-content/:id' });
}

beforeEach(() => {
  imagesOf(1280, 1068);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the unlisted content editor', () => {
  it('shows the spec’s messages beside the fields and sends nothing while they are missing', async () => {
    const api = stubApi().on(`GET ${BASE}/new`, reply.data(draft)).on(`GET ${BASE}/`, reply.data(listed));
    const { user } = openEditor();
    expect(await screen.findByText(/For campaign 12 \(Dragon lanterns\)/)).toBeInTheDocument();
    expect(api.calls(`GET ${BASE}/new`)[0]!.path).toBe(`${BASE}/new?campaign=12`);

    await user.click(screen.getByRole('button', { name: 'Create the page' }));
    expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription(/Please provide a title\./);
    expect(screen.getByText('Please upload an image or paste embed code.')).toHaveAttribute('data-field-error', 'image');
    expect(screen.getByLabelText(/^Price/)).toHaveAccessibleDescription('Please enter a price');
    expect(screen.getByLabelText(/^Link/)).toHaveAccessibleDescription(/Please provide a link/);
    expect(api.calls(`POST ${BASE}/create`)).toEqual([]);

    // The list of pages leads to each one.
    const list = screen.getByRole('navigation', { name: 'Unlisted pages' });
    expect(within(list).getByRole('link', { name: /Older lantern page/ })).toHaveAttribute('href', '/unlisted-content/40/');
  });

  it('crops a chosen image to 640x534, saves the page with it, and shows its public address', async () => {
    const api = stubApi()
      .on(`GET ${BASE}/new`, reply.data(draft))
      .on(`GET ${BASE}/`, reply.data(listed))
      .on(`POST ${BASE}/image`, reply.data({ src: '/media/unlisted/abcdefghijklmnopqrstuvwx.webp', width: 640, height: 534 }))
      .on(`POST ${BASE}/create`, (call) => reply.data(saved({ image: call.json<{ image: string }>().image })))
      .on(`GET ${BASE}/41`, reply.data(saved({ image: '/media/unlisted/abcdefghijklmnopqrstuvwx.webp' })));
    const { user, router } = openEditor();

    await user.type(await screen.findByLabelText(/^Title/), 'Ember Lantern');
    await user.type(screen.getByLabelText(/^Price/), '$19.50');
    await user.type(screen.getByLabelText(/^Link/), 'shop.example/lantern');
    await user.upload(screen.getByLabelText(/Upload an image/), new File(['png'], 'lantern.png', { type: 'image/png' }));

    // The cropper starts with the largest 640:534 box in the middle of the image.
    const box = await screen.findByRole('group', { name: "Crop area of the page's image" });
    expect(box).toHaveAttribute('data-crop', '0,0,1280,1068');
    await user.click(screen.getByRole('button', { name: 'Use this crop' }));
    expect(await screen.findByRole('img', { name: "The page's image" })).toHaveAttribute('src', '/media/unlisted/abcdefghijklmnopqrstuvwx.webp');
    const form = api.calls(`POST ${BASE}/image`)[0]!.form() as FormData;
    expect([form.get('crop_left'), form.get('crop_top'), form.get('crop_right'), form.get('crop_bottom')]).toEqual(['0', '0', '1280', '1068']);
    expect(form.get('image')).toBeInstanceOf(File);

    await user.click(screen.getByRole('button', { name: 'Create the page' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved. Its public address: https://gifts.example/ember-lantern/');
    expect(screen.getByRole('link', { name: 'https://gifts.example/ember-lantern/' })).toHaveAttribute('href', '/ember-lantern/');
    expect(router.state.location.pathname).toBe('/unlisted-content/41/');
    expect(api.calls(`POST ${BASE}/create`).map((call) => call.json())).toEqual([
      {
        title: 'Ember Lantern',
        content: '',
        price: '$19.50',
        link: 'shop.example/lantern',
        campaign: 12,
        upload_type: 'image',
        image: '/media/unlisted/abcdefghijklmnopqrstuvwx.webp',
      },
    ]);
  });

  it('says when a chosen image is under 640x534, and uploads nothing', async () => {
    imagesOf(800, 500);
    const api = stubApi().on(`GET ${BASE}/new`, reply.data(draft)).on(`GET ${BASE}/`, reply.data([]));
    const { user } = openEditor();
    await user.upload(await screen.findByLabelText(/Upload an image/), new File(['png'], 'small.png', { type: 'image/png' }));
    expect(await screen.findByText('Please upload an image of at least 640 × 534 pixels.')).toBeInTheDocument();
    expect(api.calls(`POST ${BASE}/image`)).toEqual([]);
    expect(screen.getByText('No unlisted pages yet.')).toBeInTheDocument();
  });

  it('previews embed code as the server sanitizes it, shows its refusal, and saves an edit with the embed', async () => {
    const page = saved({ id: 41 });
    const api = stubApi()
      .on(`GET ${BASE}/41`, reply.data(page))
      .on(`GET ${BASE}/`, reply.data(listed))
      .on(`POST ${BASE}/embed-preview`, (call) =>
        call.json<{ embed: string }>().embed.includes('youtube')
          ? reply.data({ html: PLAYER })
          : reply.error(400, 'Please paste the embed code of a video or post from YouTube, Vimeo (an <iframe>).', [{ field: 'embed', message: 'refused' }]),
      )
      .on(`POST ${BASE}/create`, (call) => reply.data(saved({ upload_type: 'embed', image: null, embed: PLAYER, price: Number(call.json<{ price: string }>().price) })));
    const { user } = openEditor('/unlisted-content/41/');

    await user.click(await screen.findByRole('radio', { name: 'Embed code' }));
    const code = screen.getByRole('textbox', { name: /^Embed code/ });
    await user.click(code);
    await user.paste('<iframe src="https://evil.example/x"></iframe>');
    expect(await screen.findByText(/Please paste the embed code of a video or post from YouTube/)).toBeInTheDocument();

    await user.clear(code);
    await user.click(code);
    await user.paste('<iframe src="https://www.youtube.com/embed/abc123" onload="alert(1)"></iframe><script>alert(1)</script>');
    const preview = await screen.findByRole('group', { name: 'Preview of the embedded player' });
    const frame = preview.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/abc123');
    expect(frame).toHaveAttribute('width', '100%');
    expect(frame).not.toHaveAttribute('onload');
    expect(preview.querySelector('script')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save the page' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved. Its public address: https://gifts.example/ember-lantern/');
    const sent = api.calls(`POST ${BASE}/create`).map((call) => call.json());
    expect(sent).toEqual([expect.objectContaining({ id: 41, upload_type: 'embed', embed: expect.stringContaining('youtube.com/embed/abc123') })]);
    expect(sent[0]).not.toHaveProperty('image');
  });

  it('shows the server’s message beside the field it names', async () => {
    stubApi()
      .on(`GET ${BASE}/41`, reply.data(saved({ image: '/media/unlisted/abcdefghijklmnopqrstuvwx.webp' })))
      .on(`GET ${BASE}/`, reply.data(listed))
      .on(`POST ${BASE}/create`, reply.error(400, 'Please enter a price', [{ field: 'price', message: 'Please enter a price' }]));
    const { user } = openEditor('/unlisted-content/41/');
    const price = await screen.findByLabelText(/^Price/);
    await user.clear(price);
    await user.type(price, 'free');
    await user.click(screen.getByRole('button', { name: 'Save the page' }));
    expect(await screen.findByText('Please enter a price')).toHaveAttribute('data-field-error', 'price');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when the page does not exist', async () => {
    stubApi().on(`GET ${BASE}/999`, reply.error(404, 'This unlisted page could not be found.')).on(`GET ${BASE}/`, reply.data(listed));
    openEditor('/unlisted-content/999/');
    expect(await screen.findByRole('link', { name: /home|back/i })).toBeInTheDocument();
  });
});
