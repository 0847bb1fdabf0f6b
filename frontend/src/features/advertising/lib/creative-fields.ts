import { advertisingMessages } from '@emberhold/contracts';

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

/** Cuts text to `limit` UTF-16 units (what the server's length check counts) without splitting a surrogate pair. */
function cut(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(limit - 1)) ? limit - 1 : limit;
  return text.slice(0, end);
}

/** Spec section 5: the title is cut to 40 characters. */
export const cleanTitle = (value: string): string => cut(value, TITLE_MAX);

/** Spec section 5: the content is cut to 250 characters. */
export const cleanContent = (value: string): string => cut(value, CONTENT_MAX);

/** Spec section 5: the price keeps only digits and dots, as typed ("$24.50 " becomes "24.50"; "1.2.3" stays). */
export const cleanPrice = (value: string): string => value.replace(/[^\d.]/g, '');

/** Spec section 5: a link without a scheme gets http:// in front ("kilnworks.example" → "http://kilnworks.example"). */
export function normaliseLink(value: string): string {
  const link = value.trim();
  if (!link) return '';
  return /^[a-z][a-z\d+.-]*:\/\//i.test(link) ? link : `http://${link.replace(/^\/+/, '')}`;
}

/**
 * What the site checks before saving (spec section 5), in the order the fields appear: the image, then the price,
 * then the link. The server checks the same and answers with the same messages.
 */
export function creativeErrors(values: CreativeValues): FieldError[] {
  const errors: FieldError[] = [];
  if (!values.image) errors.push({ field: 'image', message: advertisingMessages.uploadImage });
  if (!cleanPrice(values.price)) errors.push({ field: 'price', message: advertisingMessages.enterPrice });
  if (!values.link.trim()) errors.push({ field: 'link', message: advertisingMessages.provideLink });
  return errors;
}

const FIELDS: readonly CreativeField[] = ['image', 'title', 'content', 'price', 'link'];
const FIELD_OF_MESSAGE: Record<string, CreativeField> = {
  [advertisingMessages.uploadImage]: 'image',
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
