import { z } from 'zod';
import { sniffImageKind } from '../../common/images/image-kind';

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

export { sniffImageKind, type ImageKind } from '../../common/images/image-kind';

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
