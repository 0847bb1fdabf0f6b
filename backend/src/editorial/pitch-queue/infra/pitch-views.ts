import type { PitchDto, PitchPersonDto } from '@emberhold/contracts';
import type { Prisma } from '@emberhold/db';

const person = { select: { id: true, username: true, email: true } } as const;

/** What a pitch's card shows: who sent it, who decided it, and the post it became. */
export const pitchInclude = {
  createdBy: person,
  decidedBy: person,
  post: { select: { id: true, slug: true, title: true } },
} as const satisfies Prisma.PitchPostInclude;

export type PitchRow = Prisma.PitchPostGetPayload<{ include: typeof pitchInclude }>;

function personDto(user: { id: number; username: string; email: string } | null): PitchPersonDto | null {
  return user ? { user_id: user.id, username: user.username, email: user.email } : null;
}

function imagesOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((image): image is string => typeof image === 'string' && image !== '') : [];
}

export function pitchDto(row: PitchRow): PitchDto {
  return {
    id: row.id,
    source: row.source,
    status: row.status,
    title: row.title,
    comments: row.comments,
    link: row.link,
    product_link: row.productLink,
    video_url: row.videoUrl,
    priority: row.priority,
    images: imagesOf(row.images),
    price: row.price === null ? null : row.price.toFixed(2),
    created_at: row.createdAt.toISOString(),
    sent_by: personDto(row.createdBy),
    decided_by: personDto(row.decidedBy),
    decided_at: row.decidedAt?.toISOString() ?? null,
    reject_reason: row.rejectReason,
    post: row.post ? { id: row.post.id, slug: row.post.slug, title: row.post.title } : null,
  };
}
