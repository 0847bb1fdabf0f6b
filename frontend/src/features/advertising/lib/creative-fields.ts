import { advertisingMessages } from './funnel-messages';

/** Spec section 3: a creative's title is at most 40 characters and its content 250. */
export const TITLE_MAX = 40;
export const CONTENT_MAX = 250;

export type CreativeField = 'image' | 'title' | 'content' | 'price' | 'link';

export interface CreativeValues {
  title: string;
  content: string;
  price: string;
  link: string;
  /** The 300x250 image the crop gave, or null before one is made. */
  image: string | null;
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
export type TextField = Exclude<CreativeField, 'image'>;
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
 * What the site checks before saving (spec section 5), in the order the fields appear: the image, the title, the
 * price, then the link. The server checks the same and answers with the same messages.
 */
export function creativeErrors(values: CreativeValues): FieldError[] {
  const errors: FieldError[] = [];
  if (!values.image) errors.push({ field: 'image', message: advertisingMessages.uploadImage });
  if (!values.title.trim()) errors.push({ field: 'title', message: TITLE_REQUIRED });
  if (!isPrice(values.price)) errors.push({ field: 'price', message: advertisingMessages.enterPrice });
  if (!values.link.trim()) errors.push({ field: 'link', message: advertisingMessages.provideLink });
  return errors;
}

const FIELDS: readonly CreativeField[] = ['image', 'title', 'content', 'price', 'link'];
const FIELD_OF_MESSAGE: Record<string, CreativeField> = {
  [advertisingMessages.uploadImage]: 'image',
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
