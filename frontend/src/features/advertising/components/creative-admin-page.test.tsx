import type { AdminCreativeDto, CreativeDto } from '@emberhold/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../test/api';
import { renderInSite } from '../../../test/render';
import { CreativeAdminPage } from './creative-admin-page';

function creative(id: number, overrides: Partial<AdminCreativeDto> = {}): AdminCreativeDto {
  return {
    id,
    campaign_id: 30 + id,
    title: `Ember lantern ${id}`,
    content: 'Hand-forged.',
    price: 24.5,
    link: 'http://kilnworks.example',
    image: '/media/creative/lantern.webp',
    upload_type: 'image',
    embed: null,
    gif: null,
    slug: `ember-lantern-${id}`,
    status: 'running',
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    advertiser: { user_id: 5, username: 'kilnworks' },
    paid: true,
    converted_boost: null,
    ...overrides,
  };
}

const saved = (id: number): CreativeDto => ({ ...creative(id), disapproval_reason: null });

function openPage(creatives: AdminCreativeDto[]) {
  const api = stubApi().on('GET /api/user/admin-creatives/1', reply.ok({ creatives, has_more: false }));
  const view = renderInSite(<CreativeAdminPage />, { url: '/admin/creatives/', path: '/admin/creatives/:page?' });
  return { api, ...view };
}

const itemOf = async (title: string) => screen.findByRole('listitem', { name: title });

describe('the staff ads page', () => {
  it('lists every ad with its status, campaign, advertiser and whether it is paid; only paid ones offer Convert to boost', async () => {
    openPage([creative(2), creative(1, { status: 'draft', paid: false, advertiser: null })]);
    const paid = await itemOf('Ember lantern 2');
    expect(paid).toHaveTextContent('Running · campaign 32 · kilnworks · paid');
    expect(within(paid).getByRole('button', { name: 'Convert to boost' })).toBeInTheDocument();
    const unpaid = await itemOf('Ember lantern 1');
    expect(unpaid).toHaveTextContent('not paid');
    expect(within(unpaid).queryByRole('button', { name: 'Convert to boost' })).not.toBeInTheDocument();
  });

  it('keeps a GIF ad a GIF, and lets staff change what an ad shows to embed code or another GIF', async () => {
    const gifAd = creative(3, { upload_type: 'gif', image: null, gif: '/media/creative-gif/a.gif' });
    const { api, user } = openPage([gifAd]);
    const item = await itemOf('Ember lantern 3');
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const form = within(item).getByRole('form', { name: 'Edit “Ember lantern 3”' });
    expect(within(form).getByRole('radio', { name: 'GIF' })).toBeChecked();
    expect(within(form).getByRole('img', { name: "Your ad's GIF" })).toHaveAttribute('src', '/media/creative-gif/a.gif');

    api.on('POST /api/user/admin-creative/:id', reply.error(400, 'Please provide a link', [{ field: 'link', message: 'Please provide a link' }]));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await within(form).findByText('Please provide a link');
    expect(api.calls('POST /api/user/admin-creative/:id')[0]!.json()).toMatchObject({ upload_type: 'gif', gif: '/media/creative-gif/a.gif' });

    api.on('POST /api/user/admin-creative/:id/gif', reply.data({ gif: '/media/creative-gif/b.gif', width: 300, height: 250, frames: 8 }));
    await user.upload(within(form).getByLabelText(/Choose another GIF/), new File(['GIF89a'], 'b.gif', { type: 'image/gif' }));
    await waitFor(() => expect(within(form).getByRole('img', { name: "Your ad's GIF" })).toHaveAttribute('src', '/media/creative-gif/b.gif'));
    expect(api.calls('POST /api/user/admin-creative/:id/gif')[0]!.path).toBe('/api/user/admin-creative/3/gif');

    await user.click(within(form).getByRole('radio', { name: 'Embed code' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Please paste embed code')).toHaveAttribute('data-field-error', 'embed');
    fireEvent.change(within(form).getByRole('textbox', { name: /^Embed code/ }), { target: { value: '<iframe src="https://player.vimeo.com/video/7"></iframe>' } });
    api.on('POST /api/user/admin-creative/:id', reply.ok({ creative: saved(3) }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(item).queryByRole('form')).not.toBeInTheDocument());
    const sent = api.calls('POST /api/user/admin-creative/:id').at(-1)!.json();
    expect(sent).toMatchObject({ upload_type: 'embed', embed: '<iframe src="https://player.vimeo.com/video/7"></iframe>' });
    expect(sent).not.toHaveProperty('gif');
  });

  it("edits an ad with the editor's fields and rules, and shows the server's words by the field", async () => {
    const { api, user } = openPage([creative(2)]);
    const item = await itemOf('Ember lantern 2');
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const form = within(item).getByRole('form', { name: 'Edit “Ember lantern 2”' });
    const title = within(form).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'W'.repeat(45));
    expect(title).toHaveValue('W'.repeat(40));
    const price = within(form).getByLabelText(/^Price/);
    await user.clear(price);
    await user.type(price, '$1,299.50');
    expect(price).toHaveValue('1299.50');
    const link = within(form).getByLabelText(/^Link to your product/);
    await user.clear(link);
    await user.type(link, 'www.amazon.com/dp/B0X?tag=rival-20');

    api.on('POST /api/user/admin-creative/:id', reply.error(400, 'Please provide a link', [{ field: 'link', message: 'Please provide a link' }]));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Please provide a link')).toHaveAttribute('data-field-error', 'link');
    const sent = api.calls('POST /api/user/admin-creative/:id')[0]!;
    expect(sent.path).toBe('/api/user/admin-creative/2');
    expect(sent.json()).toEqual({ title: 'W'.repeat(40), content: 'Hand-forged.', price: '1299.50', link: 'http://www.amazon.com/dp/B0X?tag=rival-20', upload_type: 'image', image: '/media/creative/lantern.webp' });

    api.on('POST /api/user/admin-creative/:id', reply.ok({ creative: saved(2) }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(item).queryByRole('form')).not.toBeInTheDocument());
  });

  it("changes the image through the server's upload and crop, then saves the crop", async () => {
    const { api, user } = openPage([creative(2)]);
    api
      .on('POST /api/user/admin-creative/:id/source-image', reply.data({ source_image: '/media/creative-source/b.webp', width: 1200, height: 1000 }))
      .on('POST /api/user/admin-creative/:id/crop-image', reply.data({ image: '/media/creative/b.webp', width: 300, height: 250 }))
      .on('POST /api/user/admin-creative/:id', reply.ok({ creative: saved(2) }));
    const item = await itemOf('Ember lantern 2');
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    await user.upload(within(item).getByLabelText(/Choose another image/), new File(['png'], 'lantern.png', { type: 'image/png' }));
    await user.click(await within(item).findByRole('button', { name: 'Use this crop' }));
    expect(await within(item).findByRole('img', { name: "The ad's image" })).toHaveAttribute('src', '/media/creative/b.webp');
    expect(api.calls('POST /api/user/admin-creative/:id/crop-image')[0]!.json()).toMatchObject({ source_image: '/media/creative-source/b.webp' });
    await user.click(within(item).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('POST /api/user/admin-creative/:id')).toHaveLength(1));
    expect(api.calls('POST /api/user/admin-creative/:id')[0]!.json()).toMatchObject({ image: '/media/creative/b.webp' });
  });

  it("shows the server's refusal of an uploaded file", async () => {
    const { api, user } = openPage([creative(2)]);
    api.on('POST /api/user/admin-creative/:id/source-image', reply.error(400, 'Please upload a JPEG, PNG, WebP or GIF image.'));
    const item = await itemOf('Ember lantern 2');
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    await user.upload(within(item).getByLabelText(/Choose another image/), new File(['png'], 'lantern.png', { type: 'image/png' }));
    expect(await within(item).findByText('Please upload a JPEG, PNG, WebP or GIF image.')).toBeInTheDocument();
  });

  it('says what is missing before sending an edit', async () => {
    const { api, user } = openPage([creative(2)]);
    const item = await itemOf('Ember lantern 2');
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    await user.clear(within(item).getByLabelText(/^Price/));
    await user.click(within(item).getByRole('button', { name: 'Save changes' }));
    expect(within(item).getByText('Please enter a price')).toBeInTheDocument();
    expect(api.calls('POST /api/user/admin-creative/:id')).toHaveLength(0);
  });

  it("converts a paid ad to a boost and shows the server's refusal word for word", async () => {
    const { api, user } = openPage([creative(2)]);
    const item = await itemOf('Ember lantern 2');
    await user.click(within(item).getByRole('button', { name: 'Convert to boost' }));
    api.on('POST /api/user/admin-convert-to-boost', reply.error(400, 'Please provide a post id', [{ field: 'post_id', message: 'Please provide a post id' }]));
    await user.click(within(item).getByRole('button', { name: 'Convert' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('Please provide a post id');

    await user.type(within(item).getByLabelText('Post (slug or id)'), 'dragon-mug');
    await user.type(within(item).getByLabelText('Boost date'), '2026-12-24');
    api.on('POST /api/user/admin-convert-to-boost', reply.error(409, 'That date is already boosted. Please choose another date.'));
    await user.click(within(item).getByRole('button', { name: 'Convert' }));
    expect(await within(item).findByText('That date is already boosted. Please choose another date.')).toBeInTheDocument();
    expect(api.calls('POST /api/user/admin-convert-to-boost').at(-1)!.json()).toEqual({ ad_id: 2, post_id: 'dragon-mug', date: '2026-12-24' });

    api.on('POST /api/user/admin-convert-to-boost', reply.ok({ boost: { boost_id: 9, creative_id: 2, post_id: 14, date: '2026-12-24', price_cents: 24900, payment_id: 3 } }));
    await user.click(within(item).getByRole('button', { name: 'Convert' }));
    expect(await within(item).findByRole('status')).toHaveTextContent('Converted: post 14 is boosted on 2026-12-24.');
  });

  it("shows an ad's history of staff changes", async () => {
    const { api, user } = openPage([creative(2)]);
    api.on(
      'GET /api/user/staff-audit/1',
      reply.ok({
        entries: [
          {
            id: 1,
            action: 'creative.edit',
            subject_type: 'creative',
            subject_id: '2',
            summary: 'Edited “Ember lantern 2”: price',
            changes: { price: { from: '24.50', to: '19.00' } },
            actor: { user_id: 1, username: 'AshRegent' },
            created_at: '2026-11-26T09:30:00Z',
          },
        ],
        has_more: false,
      }),
    );
    const item = await itemOf('Ember lantern 2');
    await user.click(within(item).getByRole('button', { name: 'History' }));
    const history = await within(item).findByRole('list', { name: 'History of ad 2' });
    expect(history).toHaveTextContent('Edited an ad');
    expect(history).toHaveTextContent('AshRegent');
    expect(history).toHaveTextContent('price: 24.50 → 19.00');
    expect(api.calls('GET /api/user/staff-audit/1')[0]!.path).toContain('subject_type=creative&subject_id=2');
  });

  it('tells a user without the access flag they may not see it', async () => {
    stubApi().on('GET /api/user/admin-creatives/1', reply.error(403, 'You do not have access to view this page.'));
    renderInSite(<CreativeAdminPage />, { url: '/admin/creatives/', path: '/admin/creatives/:page?' });
    expect(await screen.findByText('You do not have access to view this page.')).toBeInTheDocument();
  });
});
