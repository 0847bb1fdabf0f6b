import { FUNNEL_REPORT_WEEKS, ValidationFailedError } from '@emberhold/contracts';

const MESSAGE = `weeks must be a whole number from ${FUNNEL_REPORT_WEEKS.min} to ${FUNNEL_REPORT_WEEKS.max}`;

/** ?weeks: 12 by default, else a whole number from 1 to 52. */
export function parseWeeks(value: unknown): number {
  if (value === undefined || value === '') return FUNNEL_REPORT_WEEKS.default;
  const weeks = Number(value);
  if (typeof value !== 'string' || !/^\d{1,2}$/.test(value) || weeks < FUNNEL_REPORT_WEEKS.min || weeks > FUNNEL_REPORT_WEEKS.max) {
    throw new ValidationFailedError(MESSAGE, [{ field: 'weeks', message: `must be a whole number from ${FUNNEL_REPORT_WEEKS.min} to ${FUNNEL_REPORT_WEEKS.max}` }]);
  }
  return weeks;
}
