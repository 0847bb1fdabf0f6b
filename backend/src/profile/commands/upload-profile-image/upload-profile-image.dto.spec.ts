import { ACCEPT_THE_TERMS } from '../../domain/profile-forms';
import { IMAGE_REQUIRED, IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE, PORTRAIT_MAX_BYTES, sniffImageKind } from '../../domain/profile-image';
import { uploadProfileImageBody } from './upload-profile-image.dto';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('profile image upload body', () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

  it('asks for the terms first, then for an image', () => {
    expect(messages(uploadProfileImageBody.safeParse({}))).toEqual([`accept_terms: ${ACCEPT_THE_TERMS}`, `profile_image: ${IMAGE_REQUIRED}`]);
    expect(messages(uploadProfileImageBody.safeParse({ accept_terms: false, profile_image: `data:image/png;base64,${png.toString('base64')}` }))).toEqual([
      `accept_terms: ${ACCEPT_THE_TERMS}`,
    ]);
  });

  it('decodes a data URL or bare base64 and takes a form checkbox as acceptance', () => {
    const fromUrl = uploadProfileImageBody.parse({ accept_terms: true, profile_image: `data:image/png;base64,${png.toString('base64')}` });
    expect(Buffer.compare(fromUrl.profile_image, png)).toBe(0);
    const bare = uploadProfileImageBody.parse({ accept_terms: 'on', profile_image: png.toString('base64') });
    expect(Buffer.compare(bare.profile_image, png)).toBe(0);
  });

  it('judges the type by the bytes, not by what the data URL claims', () => {
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    expect(messages(uploadProfileImageBody.safeParse({ accept_terms: true, profile_image: `data:image/png;base64,${text}` }))).toEqual([
      `profile_image: ${IMAGE_WRONG_TYPE}`,
    ]);
    expect(messages(uploadProfileImageBody.safeParse({ accept_terms: true, profile_image: 'data:image/png;base64,not base64!' }))).toEqual([
      `profile_image: ${IMAGE_WRONG_TYPE}`,
    ]);
  });

  it('refuses an image over the size cap without decoding it', () => {
    const big = 'A'.repeat(Math.ceil(((PORTRAIT_MAX_BYTES + 10) * 4) / 3));
    expect(messages(uploadProfileImageBody.safeParse({ accept_terms: true, profile_image: `data:image/png;base64,${big}` }))).toEqual([
      `profile_image: ${IMAGE_TOO_LARGE}`,
    ]);
  });

  it('knows JPEG, PNG, GIF and WebP by their signatures', () => {
    expect(sniffImageKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageKind(png)).toBe('png');
    expect(sniffImageKind(Buffer.from('GIF89a...'))).toBe('gif');
    expect(sniffImageKind(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('webp');
    expect(sniffImageKind(Buffer.from('%PDF-1.7'))).toBeNull();
  });
});
