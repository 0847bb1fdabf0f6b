import { advertisingMessages, CREATIVE_UPLOAD_TYPES, type CreativeUploadType } from '@emberhold/contracts';
import { sanitizeEmbed } from '../../common/embeds/embed-code';
import { titleSlug } from '../../common/links/slugs';

export { CREATIVE_UPLOAD_TYPES, type CreativeUploadType };

export const UPLOAD_TYPE_INVALID = `Please choose what your ad shows: ${CREATIVE_UPLOAD_TYPES.join(', ')}`;

/** What a creative shows, as the form sent it: only the field of its upload type counts. */
export interface CreativeMediaInput {
  image?: string | undefined;
  gif?: string | undefined;
  embed?: string | undefined;
}

/** What a creative stores: the media of its type, the other two null. */
export interface CreativeMedia {
  uploadType: CreativeUploadType;
  image: string | null;
  gif: string | null;
  embed: string | null;
}

export interface MediaProblem {
  field: 'image' | 'gif' | 'embed';
  message: string;
}

/** Text that is there; anything else (absent, blank, or not text at all in a body that failed its schema) is not. */
const given = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The media of a creative of `type` (spec section 5 and its GIF and embed counterparts): an image needs its crop
 * ('Please upload an image'), a GIF its upload ('Please upload a GIF'), an embed its code ('Please paste embed code'),
 * which must hold a player sanitizeEmbed takes (its reason otherwise). The code kept is the sanitized one.
 */
export function creativeMedia(type: CreativeUploadType, input: CreativeMediaInput): { ok: true; media: CreativeMedia } | { ok: false; problem: MediaProblem } {
  const none = { image: null, gif: null, embed: null };
  switch (type) {
    case 'image':
      if (!given(input.image)) return { ok: false, problem: { field: 'image', message: advertisingMessages.uploadImage } };
      return { ok: true, media: { ...none, uploadType: type, image: input.image.trim() } };
    case 'gif':
      if (!given(input.gif)) return { ok: false, problem: { field: 'gif', message: advertisingMessages.uploadGif } };
      return { ok: true, media: { ...none, uploadType: type, gif: input.gif.trim() } };
    case 'embed': {
      if (!given(input.embed)) return { ok: false, problem: { field: 'embed', message: advertisingMessages.pasteEmbed } };
      const sanitized = sanitizeEmbed(input.embed);
      if (!sanitized.ok) return { ok: false, problem: { field: 'embed', message: sanitized.reason } };
      return { ok: true, media: { ...none, uploadType: type, embed: sanitized.html } };
    }
    default:
      throw new Error(`unknown upload type ${String(type)}`);
  }
}

/** The picture a creative's native ad shows in lists: its crop, or its GIF (served as is, so it stays animated). */
export const adPicture = (media: Pick<CreativeMedia, 'image' | 'gif'>): string | null => media.gif ?? media.image;

/** Longest slug kept (before a "-2" suffix). */
export const SLUG_MAX = 60;

/** The slug a title gives ("Ember Lantern — 2 Pack!" → "ember-lantern-2-pack"); 'creative' when no letter is left. */
export const slugOf = (title: string): string => titleSlug(title, SLUG_MAX, 'creative');

export { firstFreeSlug } from '../../common/links/slugs';
