import type { CreativeUploadType } from '@emberhold/contracts';
import { advertisingMessages } from './funnel-messages';

export type { CreativeUploadType };

/** Spec section 3: a creative's title is at most 40 characters and its content 250. */
export const TITLE_MAX = 40;
export const CONTENT_MAX = 250;

export type CreativeField = 'upload_type' | 'image' | 'gif' | 'embed' | 'title' | 'content' | 'price' | 'link';

export interface CreativeValues {
  title: string;
  content: string;
  price: string;
  link: string;
  /** What the ad shows in its 300x250 box (spec section 3, upload_type): 'image' unless chosen otherwise. */
  uploadType: CreativeUploadType;
  /** The 300x250 image the crop gave, or null before one is made. */
  image: string | null;
  /** The animated GIF's address once uploaded (upload type gif). */
  gif: string | null;
  /** The embed code as pasted (upload type embed); the server keeps only its player. */
  embed: string;
}

/** The choices of what the ad shows, in the order the editor offers them. */
export const UPLOAD_TYPE_CHOICES: ReadonlyArray<{ value: CreativeUploadType; label: string }> = [
  { value: 'image', label: 'Image' },
  { value: 'gif', label: 'GIF' },
  { value: 'embed', label: 'Embed code' },
];

/** What the ad shows of `values`: its picture (image or GIF) or its embed code, by its upload type. */
export function shownMedia(values: Pick<CreativeValues, 'uploadType' | 'image' | 'gif' | 'embed'>): { image: string | null; embed: string | null } {
  if (values.uploadType === 'gif') return { image: values.gif, embed: null };
  if (values.uploadType === 'embed') return { image: null, embed: values.embed.trim() || null };
  return { image: values.image, embed: null };
}

/** A saved creative as its ad card shows it: the GIF as its picture, or the embed's player. */
export function creativeAd<T extends { upload_type: CreativeUploadType; image: string | null; gif: string | null; embed: string | null }>(creative: T): T & { image: string | null; embed: string | null } {
  return { ...creative, ...shownMedia({ uploadType: creative.upload_type, image: creative.image, gif: creative.gif, embed: creative.embed ?? '' }) };
}

/** The media field the save sends for the upload type, with its value. */
export function mediaFields(values: Pick<CreativeValues, 'uploadType' | 'image' | 'gif' | 'embed'>): Record<string, string> {
  if (values.uploadType === 'gif') return { upload_type: 'gif', gif: values.gif ?? '' };
  if (values.uploadType === 'embed') return { upload_type: 'embed', embed: values.embed };
  return { upload_type: 'image', image: values.image ?? '' };
}

export interface FieldError {
  field: CreativeField;
  message: string;
}

/** A title without one is refused by the server with this sentence (the spec names no message for it). */
export const TITLE_REQUIRED = 'Please enter a title';

/** How many characters the server counts: code points, as Postgres does (an emoji is one). */
export const characterCount = (text: string): number => Array.from(text).length;

/** Cuts text to `limit` characters (code points), never splitting an emoji's surrogate pair. */
function cut(text: string, limit: number): string {
  const characters = Array.from(text);
  return characters.length <= limit ? text : characters.slice(0, limit).join('');
}

/** Spec section 5: the title is cut to 40 characters. */
export const cleanTitle = (value: string): string => cut(value, TITLE_MAX);

/** Spec section 5: the content is cut to 250 characters. */
export const cleanContent = (value: string): string => cut(value, CONTENT_MAX);

/** Spec section 5: the price keeps only digits and dots, as typed ("$24.50 " becomes "24.50"; "1.2.3" stays). */
export const cleanPrice = (value: string): string => value.replace(/[^\d.]/g, '');

/** The fields typed as text, and how each is cleaned as it is typed (spec section 5). */
export type TextField = Exclude<CreativeField, 'upload_type' | 'image' | 'gif' | 'embed'>;
export const CLEAN_TEXT_FIELD: Record<TextField, (value: string) => string> = { title: cleanTitle, content: cleanContent, price: cleanPrice, link: (text) => text };

/** Spec section 5: a link without a scheme gets http:// in front ("kilnworks.example" → "http://kilnworks.example"). */
export function normaliseLink(value: string): string {
  const link = value.trim();
  if (!link) return '';
  return /^[a-z][a-z\d+.-]*:\/\//i.test(link) ? link : `http://${link.replace(/^\/+/, '')}`;
}

/** A price the server reads as one: digits with at most one dot ("24", "24.5", ".99"); "1.2.3" is not. */
export const isPrice = (value: string): boolean => /^(\d+\.?\d*|\.\d+)$/.test(cleanPrice(value));

/**
 * What the site checks before saving (spec section 5), in the order the fields appear: the media of the upload type
 * (an image, a GIF or embed code), the title, the price, then the link. The server checks the same and answers with
 * the same messages (and refuses embed code that holds no allowed player, in its own words).
 */
export function creativeErrors(values: CreativeValues): FieldError[] {
  const errors: FieldError[] = [];
  if (values.uploadType === 'image' && !values.image) errors.push({ field: 'image', message: advertisingMessages.uploadImage });
  if (values.uploadType === 'gif' && !values.gif) errors.push({ field: 'gif', message: advertisingMessages.uploadGif });
  if (values.uploadType === 'embed' && !values.embed.trim()) errors.push({ field: 'embed', message: advertisingMessages.pasteEmbed });
  if (!values.title.trim()) errors.push({ field: 'title', message: TITLE_REQUIRED });
  if (!isPrice(values.price)) errors.push({ field: 'price', message: advertisingMessages.enterPrice });
  if (!values.link.trim()) errors.push({ field: 'link', message: advertisingMessages.provideLink });
  return errors;
}

const FIELDS: readonly CreativeField[] = ['upload_type', 'image', 'gif', 'embed', 'title', 'content', 'price', 'link'];
const FIELD_OF_MESSAGE: Record<string, CreativeField> = {
  [advertisingMessages.uploadImage]: 'image',
  [advertisingMessages.uploadGif]: 'gif',
  [advertisingMessages.pasteEmbed]: 'embed',
  [TITLE_REQUIRED]: 'title',
  [advertisingMessages.enterPrice]: 'price',
  [advertisingMessages.provideLink]: 'link',
};

/**
 * The server's refusal as field errors: its errors[] where they name a field of the form, else its meta.error when it
 * is one of the field messages of spec section 5. Anything else is for the form's alert (an empty list).
 */
export function serverFieldErrors(serverError: string | undefined, fields: readonly { field: string; message: string }[]): FieldError[] {
  const named = fields.filter((entry): entry is FieldError => (FIELDS as readonly string[]).includes(entry.field));
  if (named.length > 0) return named;
  const field = serverError ? FIELD_OF_MESSAGE[serverError] : undefined;
  return field && serverError ? [{ field, message: serverError }] : [];
}
