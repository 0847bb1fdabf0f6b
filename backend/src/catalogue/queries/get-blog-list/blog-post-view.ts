import type { BlogPostDto } from '@emberhold/contracts';
import type { BlogPost } from '@emberhold/db';

export function toBlogPostDto(row: BlogPost): BlogPostDto {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    image: row.image,
    rating: row.rating,
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}
