import { type Country, countrySchema, NotFoundError, priceRangeQuery, ValidationFailedError } from '@emberhold/contracts';
import { isListSort, type ListSort, MAX_PAGE } from './list-sorts';
import { SUBTAG_PATTERN } from './affiliate-link';

/** Validation of the path and query values the catalogue reads share one wording: `<field> must be ...`. */
function invalid(field: string, message: string): ValidationFailedError {
  return new ValidationFailedError(`${field} ${message}`, [{ field, message }]);
}

export function parsePage(value: string | undefined, field = 'page'): number {
  const page = Number(value);
  if (value === undefined || !/^\d+$/.test(value) || !Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    throw invalid(field, `must be a whole number from 1 to ${MAX_PAGE}`);
  }
  return page;
}

export function parseSort(value: string): ListSort {
  if (!isListSort(value)) throw new NotFoundError('LIST_NOT_FOUND', `There is no list sorted by "${value}"`);
  return value;
}

export function parseCountry(value: unknown): Country {
  if (value === undefined || value === '') return 'us';
  const parsed = countrySchema.safeParse(typeof value === 'string' ? value.toLowerCase() : value);
  if (!parsed.success) throw invalid('country', 'must be one of us, uk, ca');
  return parsed.data;
}

/** The visitor's affiliate subtag, or a session seed for the random sort: short and URL-safe. */
export function parseToken(value: unknown, field: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !SUBTAG_PATTERN.test(value)) throw invalid(field, 'must be 1 to 64 letters, digits, _ or -');
  return value;
}

export function parseBoundedInt(value: unknown, field: string, bounds: { min: number; max: number; fallback: number }): number {
  if (value === undefined || value === '') return bounds.fallback;
  const number = Number(value);
  if (typeof value !== 'string' || !/^\d+$/.test(value) || number < bounds.min || number > bounds.max) {
    throw invalid(field, `must be a whole number from ${bounds.min} to ${bounds.max}`);
  }
  return number;
}

export interface VisitorParams {
  country: Country;
  subtag?: string | undefined;
  /** The visitor shows mature gifts (the nsfw cookie, sent as ?nsfw=1): lists, search and related items include posts flagged nsfw. */
  nsfw?: boolean | undefined;
}

/** country and subtag, present on every catalogue read. */
export function parseVisitor(query: Record<string, unknown>): VisitorParams {
  return { country: parseCountry(query.country), subtag: parseToken(query.subtag, 'subtag') };
}

/** ?nsfw=1 includes mature gifts (posts flagged nsfw) in a list, search or related items; 0 or empty leaves them out. */
export function parseNsfw(value: unknown): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw invalid('nsfw', 'must be 0 or 1');
}

/** parseVisitor and whether the visitor shows mature gifts: the reads of lists, search and related items. */
export function parseCatalogueVisitor(query: Record<string, unknown>): VisitorParams {
  return { ...parseVisitor(query), nsfw: parseNsfw(query.nsfw) };
}

/** A list's price range from its query (?min=&max=, in the visitor's currency; empty means unset): 400 when a bound is not a price or min is above max. */
export function parsePriceRange(query: Record<string, unknown>): { min: number | undefined; max: number | undefined } {
  const price = priceRangeQuery.safeParse({ min: query.min === '' ? undefined : query.min, max: query.max === '' ? undefined : query.max });
  if (!price.success) {
    const fields = price.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
    throw new ValidationFailedError(fields[0]!.message, fields);
  }
  const { min, max } = price.data;
  if (min !== undefined && max !== undefined && min > max) {
    throw new ValidationFailedError('min must not be above max', [{ field: 'min', message: 'must not be above max' }]);
  }
  return { min, max };
}
