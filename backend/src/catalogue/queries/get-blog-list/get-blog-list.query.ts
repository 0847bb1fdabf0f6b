import { Query } from '@nestjs/cqrs';
import type { BlogPostDto } from '@emberhold/contracts';

/** The blog and the gift-guide landing show the newest posts; older ones stay reachable by slug. */
export const BLOG_LIST_SIZE = 50;

export class GetBlogListQuery extends Query<BlogPostDto[]> {}
