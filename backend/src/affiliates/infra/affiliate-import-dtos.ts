import type { AffiliateImportDto, AffiliateImportStatus, AffiliateProgram } from '@emberhold/contracts';
import type { Prisma } from '@emberhold/db';

/** What an import's answer needs of its row (never the file's content). */
export const affiliateImportSelect = {
  id: true,
  fileName: true,
  source: true,
  program: true,
  status: true,
  error: true,
  rows: true,
  tags: true,
  periodFrom: true,
  periodTo: true,
  createdAt: true,
  finishedAt: true,
  uploadedBy: { select: { id: true, username: true } },
} satisfies Prisma.AffiliateImportSelect;

export type AffiliateImportRow = Prisma.AffiliateImportGetPayload<{ select: typeof affiliateImportSelect }>;

const day = (date: Date | null): string | null => (date === null ? null : date.toISOString().slice(0, 10));

export function affiliateImportDto(row: AffiliateImportRow): AffiliateImportDto {
  return {
    id: row.id,
    file_name: row.fileName,
    source: row.source === 'folder' ? 'folder' : 'upload',
    program: row.program as AffiliateProgram | null,
    status: row.status as AffiliateImportStatus,
    error: row.error,
    rows: row.rows,
    tags: row.tags,
    period_from: day(row.periodFrom),
    period_to: day(row.periodTo),
    uploaded_by: row.uploadedBy ? { user_id: row.uploadedBy.id, username: row.uploadedBy.username } : null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
