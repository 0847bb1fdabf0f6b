import sharp from 'sharp';
import { apiForThisFile, type ApiUser } from './api-under-test.test-support';
import { funnelCalls, multipartBody } from './advertiser-funnel.test-support';

interface ServedAd {
  ad_id: number;
  image: string | null;
  image_width?: number | null;
  image_height?: number | null;
}

const YOUTUBE = '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Lantern"></iframe>';

/**
 * A native ad in the lists comes with its picture's size (issue 19: every image has its width and height), read from
 * the file the site stored for it: a creative's 300x250 crop, or its GIF as fitted inside 300x250. An ad whose picture
 * is no file the site stores, or that shows a player instead, says it has none.
 */
describe('native ads carry their picture’s width and height', () => {
  const product = apiForThisFile({ posts: 50 });
  const funnel = funnelCalls(product);
  const prisma = () => product.infrastructure.prisma;
  let admin: ApiUser;

  beforeAll(async () => {
    admin = await product.registerAdmin('adsizes');
    // Only this file's ads run.
    await prisma().nativeAd.updateMany({ data: { active: false } });
  });

  async function approvedAd(tempId: string, fields: Record<string, string>): Promise<number> {
    const saved = await funnel.save(tempId, { content: 'Lit from within.', price: '24', link: 'https://maker.example/lantern', ...fields });
    expect(saved.statusCode).toBe(200);
    const { creative, campaign_id: campaignId } = saved.json().data as { creative: { id: number }; campaign_id: number };
    await prisma().campaign.update({ where: { id: campaignId }, data: { paidAt: new Date(), feeCents: 24_900 } });
    await prisma().creative.update({ where: { id: creative.id }, data: { status: 'pending_approval' } });
    const approved = await admin.post(`/api/user/creative/${creative.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    return approved.json().creative.ad_id as number;
  }

  async function servedAds(): Promise<ServedAd[]> {
    const response = await product.inject({ method: 'GET', url: '/api/user/native_ad/?page=1&country=us' });
    expect(response.statusCode).toBe(200);
    return response.json().ads as ServedAd[];
  }

  const sizeOf = (ad: ServedAd | undefined) => ad && { image: ad.image, image_width: ad.image_width, image_height: ad.image_height };

  it('sends the size of a cropped image and of a GIF fitted inside 300x250, and none for a player', async () => {
    const imageFunnel = await funnel.start();
    const image = await funnel.croppedImage(imageFunnel);
    const imageAd = await approvedAd(imageFunnel, { title: 'Wyrmglass Lantern', upload_type: 'image', image });

    const gifFunnel = await funnel.start();
    // A wide still GIF: fitted inside 300x250 it is 300x120.
    const upload = multipartBody({}, { field: 'gif', filename: 'banner.gif', type: 'image/gif', bytes: await sharp({ create: { width: 500, height: 200, channels: 3, background: '#b0401a' } }).gif().toBuffer() });
    const uploaded = await funnel.call(null, 'POST', `/api/user/creative/gif/${gifFunnel}`, upload.payload, upload.headers);
    expect(uploaded.statusCode).toBe(200);
    const gif = uploaded.json().data.gif as string;
    const gifAd = await approvedAd(gifFunnel, { title: 'Ember Banner GIF', upload_type: 'gif', gif });

    const embedFunnel = await funnel.start();
    const embedAd = await approvedAd(embedFunnel, { title: 'Lantern Film', upload_type: 'embed', embed: YOUTUBE });

    const ads = await servedAds();
    const served = (id: number) => sizeOf(ads.find((ad) => ad.ad_id === id));
    expect(served(imageAd)).toEqual({ image, image_width: 300, image_height: 250 });
    expect(served(gifAd)).toEqual({ image: gif, image_width: 300, image_height: 120 });
    expect(served(embedAd)).toEqual({ image: null, image_width: null, image_height: null });
    // Asked again, the same sizes (now known without reading the files).
    expect((await servedAds()).map(sizeOf)).toEqual(ads.map(sizeOf));
  });

  it('sends no size for a picture that is no file the site stores', async () => {
    await prisma().nativeAd.updateMany({ data: { active: false } });
    const made = await Promise.all(
      ['/media/creative-image/gone.webp', 'https://cdn.example/ad.webp', '/media/../../etc/passwd'].map((picture, i) =>
        prisma().nativeAd.create({ data: { title: `Stray ad ${i}`, link: 'https://shop.example/stray', image: picture, price: '20.00', active: true } }),
      ),
    );
    const ads = await servedAds();
    expect(ads.map((ad) => ad.ad_id).sort()).toEqual(made.map((ad) => ad.id).sort());
    for (const ad of ads) expect([ad.image_width, ad.image_height]).toEqual([null, null]);
  });
});
