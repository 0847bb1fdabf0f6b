import { type BoostChecklistItemDto, checklistFlagsOf } from '@emberhold/contracts';
import type { Prisma } from '@emberhold/db';

/** What a checklist row reads of a boost. */
export const checklistItemSelect = {
  id: true,
  date: true,
  status: true,
  priceCents: true,
  email: true,
  flags: true,
  post: { select: { id: true, slug: true, title: true } },
} satisfies Prisma.BoostDateSelect;

export type ChecklistItemRow = Prisma.BoostDateGetPayload<{ select: typeof checklistItemSelect }>;

export function checklistItemOf(row: ChecklistItemRow): BoostChecklistItemDto {
  return {
    id: row.id,
    post: row.post,
    date: row.date.toISOString().slice(0, 10),
    status: row.status,
    price_cents: row.priceCents,
    email: row.email,
    flags: checklistFlagsOf(row.flags),
  };
}
