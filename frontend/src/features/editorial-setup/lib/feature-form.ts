import { type EditorialFeatureBody, type EditorialFeatureDto, editorialSetupMessages as M } from '@emberhold/contracts';

export type FeatureField =
  | 'link'
  | 'title'
  | 'description'
  | 'price'
  | 'brand_name'
  | 'image'
  | 'utm_campaign'
  | 'giveaway_data'
  | 'display_gifts'
  | 'display_related'
  | 'starts_at'
  | 'ends_at';

/** The setup form as typed: text as it stands, dates as datetime-local values (the editor's own time). */
export interface FeatureValues {
  id: number | null;
  link: string;
  title: string;
  description: string;
  price: string;
  brand_name: string;
  image: string | null;
  utm_campaign: string;
  giveaway_data: string;
  display_gifts: boolean;
  display_related: boolean;
  starts_at: string;
  ends_at: string;
}

export type FeatureErrors = Partial<Record<FeatureField, string>>;

export const EMPTY_FEATURE: FeatureValues = {
  id: null,
  link: '',
  title: '',
  description: '',
  price: '',
  brand_name: '',
  image: null,
  utm_campaign: '',
  giveaway_data: '',
  display_gifts: true,
  display_related: true,
  starts_at: '',
  ends_at: '',
};

/** http:// in front of a link without a scheme, as the server does it (spec section 5). */
export function normaliseLink(value: string): string {
  const link = value.trim();
  if (!link) return '';
  return /^[a-z][a-z\d+.-]*:/i.test(link) ? link : `http://${link}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO moment as a datetime-local value in the editor's time zone ('' for none). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO moment, or null for none or an unreadable one. */
function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export function valuesOf(feature: EditorialFeatureDto): FeatureValues {
  return {
    id: feature.id,
    link: feature.link,
    title: feature.title,
    description: feature.description,
    price: feature.price ?? '',
    brand_name: feature.brand_name,
    image: feature.image,
    utm_campaign: feature.utm_campaign ?? '',
    giveaway_data: feature.giveaway_data ? JSON.stringify(feature.giveaway_data, null, 2) : '',
    display_gifts: feature.display_gifts,
    display_related: feature.display_related,
    starts_at: toLocalInput(feature.starts_at),
    ends_at: toLocalInput(feature.ends_at),
  };
}

function giveawayOf(text: string): Record<string, unknown> | null | undefined {
  if (!text.trim()) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** What is wrong with the form, field by field, with the setup's messages (spec section 5), before any call. */
export function featureErrors(values: FeatureValues): FeatureErrors {
  const errors: FeatureErrors = {};
  if (!values.link.trim()) errors.link = M.link;
  else if (!/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(normaliseLink(values.link))) errors.link = M.badLink;
  if (!values.title.trim()) errors.title = M.title;
  if (!values.description.trim()) errors.description = M.description;
  const price = values.price.replace(/[$,\s]/g, '');
  if (!price) errors.price = M.price;
  else if (!/^\d{1,8}(\.\d{1,2})?$/.test(price)) errors.price = M.badPrice;
  if (!values.brand_name.trim()) errors.brand_name = M.brandName;
  if (!values.image) errors.image = M.image;
  if (giveawayOf(values.giveaway_data) === undefined) errors.giveaway_data = M.badGiveaway;
  if (values.starts_at.trim() && fromLocalInput(values.starts_at) === null) errors.starts_at = M.badDate;
  if (values.ends_at.trim() && fromLocalInput(values.ends_at) === null) errors.ends_at = M.badDate;
  const starts = fromLocalInput(values.starts_at);
  const ends = fromLocalInput(values.ends_at);
  if (!errors.ends_at && ends !== null && Date.parse(ends) <= (starts === null ? Date.now() : Date.parse(starts))) errors.ends_at = M.endBeforeStart;
  return errors;
}

/** The call's body from a form featureErrors found nothing wrong with. */
export function featureBody(values: FeatureValues): EditorialFeatureBody {
  return {
    ...(values.id !== null ? { id: values.id } : {}),
    link: normaliseLink(values.link),
    title: values.title.trim(),
    description: values.description.trim(),
    price: values.price.trim(),
    brand_name: values.brand_name.trim(),
    image: values.image ?? '',
    utm_campaign: values.utm_campaign.trim() || null,
    giveaway_data: giveawayOf(values.giveaway_data) ?? null,
    display_gifts: values.display_gifts,
    display_related: values.display_related,
    starts_at: fromLocalInput(values.starts_at),
    ends_at: fromLocalInput(values.ends_at),
  };
}

const FIELDS: readonly FeatureField[] = ['link', 'title', 'description', 'price', 'brand_name', 'image', 'utm_campaign', 'giveaway_data', 'display_gifts', 'display_related', 'starts_at', 'ends_at'];

/** The server's errors[] placed at the fields they name; anything else is for the form's alert. */
export function serverErrors(fields: ReadonlyArray<{ field: string; message: string }>): FeatureErrors {
  const placed: FeatureErrors = {};
  for (const { field, message } of fields) {
    if ((FIELDS as readonly string[]).includes(field) && !placed[field as FeatureField]) placed[field as FeatureField] = message;
  }
  return placed;
}
