import type { Prisma } from '@emberhold/db';

/**
 * The list sorts of spec section 2 and the order each one reads. Score sorts read the columns the scoring jobs
 * maintain; `code` is the affiliate sort code of spec section 9 (week variants share 6).
 */
export const listSorts = {
  new: { orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }], code: 1 },
  popular: { orderBy: [{ clicksScoreAmazonAvailable: 'desc' }, { id: 'desc' }], code: 5 },
  clicks_score_amazon_available: { orderBy: [{ clicksScoreAmazonAvailable: 'desc' }, { id: 'desc' }], code: 5 },
  high: { orderBy: [{ price: 'desc' }, { id: 'desc' }], code: 2 },
  low: { orderBy: [{ price: 'asc' }, { id: 'asc' }], code: 3 },
  random: { orderBy: [{ randomKey: 'asc' }, { id: 'asc' }], code: 4 },
  clicks_all: { orderBy: [{ clicksAll: 'desc' }, { id: 'desc' }], code: 5 },
  clicks_score_week: { orderBy: [{ clicksScoreWeek: 'desc' }, { id: 'desc' }], code: 6 },
  clicks_score_month: { orderBy: [{ clicksScoreMonth: 'desc' }, { id: 'desc' }], code: 7 },
  instagram: { orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }], code: 11 },
} satisfies Record<string, { orderBy: Prisma.PostOrderByWithRelationInput[]; code: number }>;

export type ListSort = keyof typeof listSorts;

export function isListSort(value: string): value is ListSort {
  return Object.hasOwn(listSorts, value);
}

export const PAGE_SIZE = 24;
