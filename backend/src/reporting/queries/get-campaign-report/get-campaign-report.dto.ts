import { ValidationFailedError } from '@emberhold/contracts';
import { parseDay } from '../../domain/report-range';

function oneOf<T extends string>(value: unknown, field: string, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === '') return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new ValidationFailedError(`${field} must be ${allowed.join(' or ')}`, [{ field, message: `must be ${allowed.join(' or ')}` }]);
}

/** ?by, ?format, ?from and ?to of a campaign report, in that order; a bad one is a 400 naming its field. */
export function parseReportQuery(query: Record<string, unknown>) {
  const by = oneOf(query.by, 'by', ['day', 'creative'] as const, 'day');
  const format = oneOf(query.format, 'format', ['json', 'csv'] as const, 'json');
  return { by, format, from: parseDay(query.from, 'from'), to: parseDay(query.to, 'to') };
}
