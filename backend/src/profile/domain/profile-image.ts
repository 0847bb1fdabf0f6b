import { z } from 'zod';
import { acceptedField } from './profile-forms';

/** The stored portrait: a fresh square encode of this size, whatever was sent. */
export const PORTRAIT_SIZE = 400;
/** The smallest crop the site's cropper allows (spec section 5: the cropper honours a minimum width and height). */
export const PORTRAIT_MIN_SOURCE = 200;
/** Largest image accepted, decoded from its base64. */
export const PORTRAIT_MAX_BYTES = 2 * 1024 * 1024;
/** The body of an upload: the base64 of PORTRAIT_MAX_BYTES plus the data-URL prefix and the other fields. */
export const UPLOAD_BODY_LIMIT = Math.ceil((PORTRAIT_MAX_BYTES * 4) / 3) + 64 * 1024;
/** Larger images (in pixels) are refused before they are decoded in full: a small file can claim a huge canvas. */
export const PORTRAIT_MAX_INPUT_PIXELS = 40_000_000;

export const IMAGE_REQUIRED = 'Please choose an image to upload.';
export const IMAGE_TOO_LARGE = `Your image is too large. Please choose one under ${PORTRAIT_MAX_BYTES / 1024 / 1024} MB.`;
export const IMAGE_WRONG_TYPE = 'Please upload a JPEG, PNG, WebP or GIF image.';
export const IMAGE_TOO_SMALL = `Please choose an image of at least ${PORTRAIT_MIN_SOURCE} × ${PORTRAIT_MIN_SOURCE} pixels.`;
export const IMAGE_UNREADABLE = 'This image could not be read. Please choose another one.';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

/** The real type of an upload by its first bytes; what the data URL or a file name claims is not believed. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  // RIFF....WEBP
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'webp';
  return null;
}

const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+(;[\w-]+=[\w.-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * `profile_image` (spec section 7: upload-profile-image {profile_image}): the cropped image as a base64 data URL (or
 * bare base64), decoded here; its size is checked on the text before decoding, so an oversized upload costs nothing.
 */
export const profileImageField = z
  .string({ error: IMAGE_REQUIRED })
  .min(1, IMAGE_REQUIRED)
  .transform((value, context) => {
    const base64 = value.replace(DATA_URL, '').replace(/\s+/g, '');
    if (Math.floor((base64.length * 3) / 4) > PORTRAIT_MAX_BYTES + 2) {
      context.addIssue({ code: 'custom', message: IMAGE_TOO_LARGE });
      return z.NEVER;
    }
    if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64.test(base64)) {
      context.addIssue({ code: 'custom', message: IMAGE_WRONG_TYPE });
      return z.NEVER;
    }
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > PORTRAIT_MAX_BYTES) {
      context.addIssue({ code: 'custom', message: IMAGE_TOO_LARGE });
      return z.NEVER;
    }
    if (sniffImageKind(bytes) === null) {
      context.addIssue({ code: 'custom', message: IMAGE_WRONG_TYPE });
      return z.NEVER;
    }
    return bytes;
  });

/** The terms first: a visitor who has not accepted them is told that before anything about the image. */
export const uploadProfileImageBody = z.object({
  accept_terms: acceptedField,
  profile_image: profileImageField,
});
export type UploadProfileImageBody = z.infer<typeof uploadProfileImageBody>;
