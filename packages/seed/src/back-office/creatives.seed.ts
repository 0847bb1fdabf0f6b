import type { BackOfficeSeed } from './back-office.types';

const DAY = 86_400_000;

/**
 * Demo rows for the back office's creatives page: staff edits of the first seeded creatives in their history, by the
 * demo admin, field by field as the edit records them (the creatives hold the edited values already: what they were
 * before is made up from them). Prices are written as the ledger of edits writes them, with two decimals.
 */
export const seedCreatives: BackOfficeSeed = async ({ tx, catalogue, now, adminId }) => {
  const [first, second] = catalogue.campaigns;
  const entries: Array<{ creativeId: number; title: string; daysAgo: number; changes: Record<string, { from: string; to: string }> }> = [];
  if (first) {
    const { creative } = first;
    entries.push({
      creativeId: creative.id,
      title: creative.title,
      daysAgo: 6,
      changes: {
        title: { from: `${creative.title.slice(0, 30)} – SALE!!`, to: creative.title },
        price: { from: (creative.price + 5).toFixed(2), to: creative.price.toFixed(2) },
      },
    });
    entries.push({
      creativeId: creative.id,
      title: creative.title,
      daysAgo: 2,
      changes: { content: { from: `${creative.content} Free shipping today only!`.slice(0, 250), to: creative.content } },
    });
  }
  if (second) {
    const { creative } = second;
    entries.push({
      creativeId: creative.id,
      title: creative.title,
      daysAgo: 4,
      changes: { link: { from: creative.link.replace(/^https?:\/\//, 'http://old.'), to: creative.link } },
    });
  }
  for (const entry of entries) {
    await tx.staffAuditEntry.create({
      data: {
        actorId: adminId,
        action: 'creative.edit',
        subjectType: 'creative',
        subjectId: String(entry.creativeId),
        summary: `Edited “${entry.title}”: ${Object.keys(entry.changes).join(', ')}`.slice(0, 500),
        changes: entry.changes,
        createdAt: new Date(now.getTime() - entry.daysAgo * DAY),
      },
    });
  }
  return { creativeEdits: entries.length };
};
