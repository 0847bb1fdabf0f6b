import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { ApiUnderTest, ApiUser, InjectedResponse } from './api-under-test.test-support';
import { DESKTOP_CHROME } from './test-constants.test-support';

/** An image of the given size with real pixels (an ember gradient), as a browser would upload it. */
export async function imageOf(width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = 255;
      pixels[i + 1] = Math.round((x / width) * 160);
      pixels[i + 2] = Math.round((y / height) * 90);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).toFormat(format).toBuffer();
}

/** A multipart/form-data body with text fields and at most one file, and its content type. */
export function multipartBody(fields: Record<string, string>, file?: { field: string; filename: string; type: string; bytes: Buffer }) {
  const boundary = `----emberhold-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Who makes a funnel call: a visitor (no login session) or a signed-in user. */
export type Caller = ApiUser | null;

export interface CreativeFields {
  creative?: number | 'new';
  campaign?: number;
  title?: string;
  content?: string;
  price?: string | number;
  link?: string;
  image?: string;
}

/** The advertiser funnel's calls, as the creative editor makes them. */
export function funnelCalls(product: ApiUnderTest) {
  const call = (caller: Caller, method: 'GET' | 'POST', url: string, payload?: object | string | Buffer, headers: Record<string, string> = {}): Promise<InjectedResponse> => {
    if (caller !== null) return method === 'GET' ? caller.get(url, headers) : caller.post(url, payload as object, headers);
    return product.inject({ method, url, ...(payload === undefined ? {} : { payload }), headers: { 'user-agent': DESKTOP_CHROME, ...headers } });
  };
  const calls = {
    call,
    start: async (): Promise<string> => {
      const response = await call(null, 'GET', '/api/user/start_funnel');
      expect(response.statusCode).toBe(200);
      return response.json().data.temp_id as string;
    },
    upload: (tempId: string, bytes: Buffer | null, caller: Caller = null, type = 'image/png') => {
      const body = multipartBody({}, bytes === null ? undefined : { field: 'image', filename: 'lantern.png', type, bytes });
      return call(caller, 'POST', `/api/user/creative/temporary/${tempId}`, body.payload, body.headers);
    },
    crop: (tempId: string, body: object, caller: Caller = null) => call(caller, 'POST', `/api/user/creative/crop_image/${tempId}`, body),
    /** The form as the site sends it: form-encoded text fields. */
    save: (tempId: string | null, fields: CreativeFields, caller: Caller = null) => {
      const form = new URLSearchParams();
      if (tempId !== null) form.set('temp_id', tempId);
      for (const [name, value] of Object.entries({ creative: 'new', ...fields })) if (value !== undefined) form.set(name, String(value));
      return call(caller, 'POST', '/api/user/creative', form.toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    },
    /** Upload and crop: the 300x250 image a save takes. */
    croppedImage: async (tempId: string, caller: Caller = null): Promise<string> => {
      const uploaded = await calls.upload(tempId, await imageOf(720, 600), caller);
      expect(uploaded.statusCode).toBe(200);
      const cropped = await calls.crop(tempId, { source_image: uploaded.json().data.source_image, crop_top: 0, crop_left: 0, crop_right: 720, crop_bottom: 600 }, caller);
      expect(cropped.statusCode).toBe(200);
      return cropped.json().data.image as string;
    },
    /** A whole unlogged funnel: a temp id, an image, and a saved draft creative. */
    draft: async (title = 'Wyrmglass Lantern', caller: Caller = null) => {
      const tempId = await calls.start();
      const image = await calls.croppedImage(tempId, caller);
      const saved = await calls.save(tempId, { title, content: 'Hand-blown glass, lit from within.', price: '34.50', link: 'https://maker.example/lantern', image }, caller);
      expect(saved.statusCode).toBe(200);
      const { creative, campaign_id: campaignId } = saved.json().data as { creative: { id: number }; campaign_id: number };
      return { tempId, image, creativeId: creative.id, campaignId };
    },
    activate: (user: ApiUser, tempId: string) => user.post('/api/user/activate_advertiser', { temp_id: tempId }),
  };
  return calls;
}
