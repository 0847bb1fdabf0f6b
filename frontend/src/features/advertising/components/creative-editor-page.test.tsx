import type { CreativeDto } from '@emberhold/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { held, reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { funnelCreative } from '../lib/funnel-session';
import { CreativeEditorPage } from './creative-editor-page';

const CREATIVE: CreativeDto = {
  id: 44,
  campaign_id: 31,
  title: 'Ember lantern',
  content: 'Hand-forged.',
  price: 24.5,
  link: 'http://kilnworks.example',
  image: '/media/creative/lantern.webp',
  upload_type: 'image',
  embed: null,
  gif: null,
  slug: 'ember-lantern',
  status: 'draft',
  disapproval_reason: null,
  created_at: '2025-11-01T10:00:00Z',
  updated_at: '2025-11-01T10:00:00Z',
};

function openEditor() {
  return renderInSite(<CreativeEditorPage routeTempId="tmp-1" creative="new" campaign={null} />, {
    url: '/product-pitch/create/tmp-1/new',
    path: '/product-pitch/create/:tempId/:creative',
  });
}

const saveButton = () => screen.getByRole('button', { name: /Save and continue|Saving…/ });
const form = () => saveButton().closest('form') as HTMLFormElement;

/** Fills the words, price and link (the image comes from its own part). */
async function fillText(user: ReturnType<typeof openEditor>['user']) {
  await user.type(screen.getByLabelText(/^Title/), 'Ember lantern');
  await user.type(screen.getByLabelText(/^Price/), '24.50');
  await user.type(screen.getByLabelText(/^Link to your product/), 'kilnworks.example');
}

/** jsdom decodes no images: a chosen file reads as an image of this size. */
function decodeImagesAs(width: number, height: number) {
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(height);
  HTMLImageElement.prototype.decode = () => Promise.resolve();
  URL.createObjectURL = () => 'blob:chosen';
  URL.revokeObjectURL = () => undefined;
}

async function uploadAndCrop(api: ReturnType<typeof stubApi>, user: ReturnType<typeof openEditor>['user']) {
  decodeImagesAs(1200, 1000);
  api
    .on('POST /api/user/creative/temporary/:tempId', reply.data({ source_image: '/media/creative-source/a.webp', width: 1200, height: 1000 }))
    .on('POST /api/user/creative/crop_image/:tempId', reply.data({ image: '/media/creative/a.webp', width: 300, height: 250 }));
  await user.upload(screen.getByLabelText(/Upload an image/), new File(['jpeg'], 'lantern.jpg', { type: 'image/jpeg' }));
  await user.click(await screen.findByRole('button', { name: 'Use this crop' }));
  await screen.findByRole('img', { name: "Your ad's image" });
}

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the creative editor', () => {
  it("names every missing field in the spec's words, in form order, and focuses the first", async () => {
    const api = stubApi();
    const { user } = openEditor();
    await user.click(saveButton());

    const messages = [...document.querySelectorAll('[data-field-error]')].map((element) => element.textContent);
    expect(messages).toEqual(['Please upload an image', 'Please enter a title', 'Please enter a price', 'Please provide a link']);
    expect(document.querySelector('[data-field-error="image"]')).toHaveTextContent(/^Please upload an image$/);
    expect(document.querySelector('[data-field-error="price"]')).toHaveTextContent(/^Please enter a price$/);
    expect(document.querySelector('[data-field-error="link"]')).toHaveTextContent(/^Please provide a link$/);
    await waitFor(() => expect(screen.getByLabelText(/Upload an image/)).toHaveFocus());
    expect(document.activeElement).toHaveAttribute('name', 'image');
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    // Each field names its message as its description.
    const price = screen.getByLabelText(/^Price/);
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price.getAttribute('aria-describedby')?.split(' ')).toContain(document.querySelector('[data-field-error="price"]')?.id);
    expect(api.calls()).toHaveLength(0);
  });

  it('clears a field’s message as soon as it is typed in', async () => {
    stubApi();
    const { user } = openEditor();
    await user.click(saveButton());
    await user.type(screen.getByLabelText(/^Title/), 'E');
    expect(screen.queryByText('Please enter a title')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter a price')).toBeInTheDocument();
  });

  it('cuts the title at 40 characters, keeps only digits and dots in the price, and adds http:// to a bare link', async () => {
    stubApi();
    const { user } = openEditor();
    await user.type(screen.getByLabelText(/^Title/), 'A'.repeat(45));
    await user.type(screen.getByLabelText(/^Price/), '$24.50 ');
    await user.type(screen.getByLabelText(/^Link to your product/), 'kilnworks.example');
    await user.tab();

    expect(screen.getByLabelText(/^Title/)).toHaveValue('A'.repeat(40));
    expect(screen.getByText('40 of 40 characters used')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Price/)).toHaveValue('24.50');
    expect(screen.getByLabelText(/^Link to your product/)).toHaveValue('http://kilnworks.example');
  });

  it('shows the ad in the preview as it is typed', async () => {
    stubApi();
    const { user } = openEditor();
    await user.type(screen.getByLabelText(/^Title/), 'Ember lantern');
    const preview = document.querySelector('[data-ad-preview]') as HTMLElement;
    expect(within(preview).getByText('Ember lantern')).toBeInTheDocument();
  });

  it('uploads a chosen image, sends the crop, and shows the ad’s image', async () => {
    const api = stubApi();
    const { user } = openEditor();
    await uploadAndCrop(api, user);

    expect(api.calls('POST /api/user/creative/temporary/:tempId')[0]?.path).toBe('/api/user/creative/temporary/tmp-1');
    const crop = api.calls('POST /api/user/creative/crop_image/:tempId')[0]?.json();
    expect(crop).toMatchObject({ source_image: '/media/creative-source/a.webp' });
    expect(screen.getByRole('img', { name: "Your ad's image" })).toHaveAttribute('src', '/media/creative/a.webp');
    expect(screen.getByText('Choose another image')).toBeInTheDocument();
  });

  it('calls a crop on its way off with Cancel: its answer no longer changes the field', async () => {
    decodeImagesAs(1200, 1000);
    const cropped = held();
    const api = stubApi()
      .on('POST /api/user/creative/temporary/:tempId', reply.data({ source_image: '/media/creative-source/a.webp', width: 1200, height: 1000 }))
      .on('POST /api/user/creative/crop_image/:tempId', () => cropped.response);
    const { user } = openEditor();
    await user.upload(screen.getByLabelText(/Upload an image/), new File(['jpeg'], 'lantern.jpg', { type: 'image/jpeg' }));
    await user.click(await screen.findByRole('button', { name: 'Use this crop' }));
    expect(await screen.findByRole('button', { name: 'Cropping…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('Upload an image')).toBeInTheDocument();
    cropped.release(reply.data({ image: '/media/creative/a.webp', width: 300, height: 250 }));
    await waitFor(() => expect(api.calls('POST /api/user/creative/crop_image/:tempId')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('img', { name: "Your ad's image" })).not.toBeInTheDocument();
    // The next crop goes.
    await user.upload(screen.getByLabelText(/Upload an image/), new File(['jpeg'], 'lantern.jpg', { type: 'image/jpeg' }));
    api.on('POST /api/user/creative/crop_image/:tempId', reply.data({ image: '/media/creative/b.webp', width: 300, height: 250 }));
    await user.click(await screen.findByRole('button', { name: 'Use this crop' }));
    expect(await screen.findByRole('img', { name: "Your ad's image" })).toHaveAttribute('src', '/media/creative/b.webp');
  });

  it('refuses a file that is not an image without sending it', async () => {
    const api = stubApi();
    openEditor();
    const picker = userEvent.setup({ applyAccept: false });
    await picker.upload(screen.getByLabelText(/Upload an image/), new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please upload a JPEG, PNG, WebP or GIF image.')).toBeInTheDocument();
    expect(api.calls()).toHaveLength(0);
  });

  it('turns Save and continue off while the save is on its way, and a second submit sends nothing more', async () => {
    const api = stubApi();
    const answer = held();
    api.on('POST /api/user/creative', () => answer.response);
    const { user } = openEditor();
    await uploadAndCrop(api, user);
    await fillText(user);
    fireEvent.submit(form());
    fireEvent.submit(form());

    await waitFor(() => expect(saveButton()).toHaveTextContent('Saving…'));
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(api.calls('POST /api/user/creative')).toHaveLength(1));
    answer.release(reply.error(500, 'Campaign could not be created.'));
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it('sends the form and opens the campaign’s confirmation, remembering the funnel for Back', async () => {
    const api = stubApi().on('POST /api/user/creative', reply.data({ creative: CREATIVE, campaign_id: 31, temp_id: 'tmp-1' }));
    const { user, router } = openEditor();
    await uploadAndCrop(api, user);
    await fillText(user);
    await user.click(saveButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/product-pitch/confirmation/31'));
    const sent = api.calls('POST /api/user/creative')[0]?.form();
    expect(Object.fromEntries(sent as URLSearchParams)).toEqual({
      creative: 'new',
      title: 'Ember lantern',
      content: '',
      price: '24.50',
      link: 'http://kilnworks.example',
      upload_type: 'image',
      image: '/media/creative/a.webp',
      temp_id: 'tmp-1',
    });
    expect(funnelCreative('tmp-1')).toBe(44);
  });

  it('offers Image, GIF or Embed code: a GIF is uploaded as it is and plays in the preview, and the save sends it', async () => {
    const api = stubApi()
      .on('POST /api/user/creative/gif/:tempId', reply.data({ gif: '/media/creative-gif/a.gif', width: 300, height: 250, frames: 12 }))
      .on('POST /api/user/creative', reply.data({ creative: { ...CREATIVE, upload_type: 'gif', image: null, gif: '/media/creative-gif/a.gif' }, campaign_id: 31, temp_id: 'tmp-1' }));
    const { user, router } = openEditor();
    const choices = screen.getByRole('group', { name: 'What your ad shows' });
    expect(within(choices).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Image', 'GIF', 'Embed code']);
    expect(within(choices).getByRole('radio', { name: 'Image' })).toBeChecked();

    // Chosen GIF, the form asks for a GIF (not an image) in its words.
    await user.click(within(choices).getByRole('radio', { name: 'GIF' }));
    expect(screen.queryByLabelText(/Upload an image/)).not.toBeInTheDocument();
    await fillText(user);
    await user.click(saveButton());
    expect(document.querySelector('[data-field-error="gif"]')).toHaveTextContent(/^Please upload a GIF$/);
    expect(api.calls('POST /api/user/creative')).toHaveLength(0);

    // A PNG is refused before anything is sent; a GIF goes up as it is, and the preview plays it.
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText(/Upload a GIF/), new File(['png'], 'lantern.png', { type: 'image/png' }));
    expect(await screen.findByText('Please upload a GIF image (.gif).')).toBeInTheDocument();
    expect(api.calls('POST /api/user/creative/gif/:tempId')).toHaveLength(0);
    await user.upload(screen.getByLabelText(/Upload a GIF/), new File(['GIF89a'], 'lantern.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('img', { name: "Your ad's GIF" })).toHaveAttribute('src', '/media/creative-gif/a.gif');
    const preview = document.querySelector('[data-ad-preview]') as HTMLElement;
    expect(preview.querySelector('img')).toHaveAttribute('src', '/media/creative-gif/a.gif');

    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/product-pitch/confirmation/31'));
    const sent = Object.fromEntries(api.calls('POST /api/user/creative')[0]?.form() as URLSearchParams);
    expect(sent).toMatchObject({ upload_type: 'gif', gif: '/media/creative-gif/a.gif', title: 'Ember lantern' });
    expect(sent).not.toHaveProperty('image');
  });

  it('takes embed code and shows only its player, full size, in the preview', async () => {
    const api = stubApi().on('POST /api/user/creative', reply.data({ creative: { ...CREATIVE, upload_type: 'embed', image: null }, campaign_id: 31, temp_id: 'tmp-1' }));
    const { user, router } = openEditor();
    await user.click(screen.getByRole('radio', { name: 'Embed code' }));
    await fillText(user);
    await user.click(saveButton());
    expect(document.querySelector('[data-field-error="embed"]')).toHaveTextContent(/^Please paste embed code$/);

    const code = '<iframe width="560" height="315" src="https://www.youtube.com/embed/abc" onload="alert(1)"></iframe><script>alert(2)</script>';
    fireEvent.change(screen.getByRole('textbox', { name: /^Embed code/ }), { target: { value: code } });
    const preview = document.querySelector('[data-ad-preview]') as HTMLElement;
    const player = preview.querySelector('iframe');
    expect(player).toHaveAttribute('src', 'https://www.youtube.com/embed/abc');
    expect(player).toHaveAttribute('width', '100%');
    expect(player).toHaveAttribute('height', '100%');
    expect(player).not.toHaveAttribute('onload');
    expect(preview.querySelector('script')).toBeNull();

    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/product-pitch/confirmation/31'));
    expect(Object.fromEntries(api.calls('POST /api/user/creative')[0]?.form() as URLSearchParams)).toMatchObject({ upload_type: 'embed', embed: code });
  });

  it('puts a refusal the server names beside its field', async () => {
    const api = stubApi().on('POST /api/user/creative', reply.error(400, 'link: is not a web address', [{ field: 'link', message: 'Please provide a link' }]));
    const { user } = openEditor();
    await uploadAndCrop(api, user);
    await fillText(user);
    await user.click(saveButton());

    const link = screen.getByLabelText(/^Link to your product/);
    await waitFor(() => expect(link).toHaveAttribute('aria-invalid', 'true'));
    expect(link).toHaveAccessibleDescription(/Please provide a link/);
    expect(link).toHaveFocus();
  });

  it("puts a refusal that is only a field's message (no fields named) beside that field, the link sent with its http://", async () => {
    const api = stubApi().on('POST /api/user/creative', reply.error(400, 'Please provide a link'));
    const { user } = openEditor();
    await uploadAndCrop(api, user);
    await fillText(user);
    await user.click(saveButton());

    await waitFor(() => expect(document.querySelector('[data-field-error="link"]')).toHaveTextContent(/^Please provide a link$/));
    const link = screen.getByLabelText(/^Link to your product/);
    await waitFor(() => expect(link).toHaveFocus());
    expect(link).toHaveAttribute('name', 'link');
    expect(link).toHaveValue('http://kilnworks.example');
    expect(screen.queryByText('Campaign could not be created.')).not.toBeInTheDocument();
  });

  it("says 'Campaign could not be created.' above the form when the request itself fails", async () => {
    const api = stubApi().on('POST /api/user/creative', () => reply.networkFailure());
    const { user } = openEditor();
    await uploadAndCrop(api, user);
    await fillText(user);
    await user.click(saveButton());

    const alert = await screen.findByText('Campaign could not be created.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(saveButton()).toBeEnabled();
  });

  it("says so in the server's words when a saved creative cannot be opened", async () => {
    stubApi().on('GET /api/user/creative/44', reply.error(403, 'This ad is not yours to edit.'));
    renderInSite(<CreativeEditorPage routeTempId="tmp-1" creative={44} campaign={null} />);
    expect(await screen.findByRole('heading', { name: 'This ad could not be opened' })).toBeInTheDocument();
    expect(screen.getByText('This ad is not yours to edit.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
