import type { GiveawayDto } from '@emberhold/contracts';
import type { Giveaway } from '@emberhold/db';

export function toGiveawayDto(row: Giveaway): GiveawayDto {
  return { id: row.id, slug: row.slug, title: row.title, content: row.content, image: row.image, ends_at: row.endsAt.toISOString() };
}
