import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFoundError } from '@emberhold/contracts';
import { SORT_CODES } from '../../domain/affiliate-link';
import type { PostView } from '../../domain/post-view';
import { PostReader } from '../../infra/post-reader';
import { GetPostQuery } from './get-post.query';

@QueryHandler(GetPostQuery)
export class GetPostHandler implements IQueryHandler<GetPostQuery, PostView> {
  constructor(private readonly posts: PostReader) {}

  async execute({ slug, visitor, size }: GetPostQuery): Promise<PostView> {
    // The post page is reached from the newest list more than any other; it carries that list's code.
    const post = await this.posts.bySlug(slug, { ...visitor, sortCode: SORT_CODES.new });
    if (!post) throw new NotFoundError('POST_NOT_FOUND', 'Post not found');
    return size === undefined ? post : { ...post, images: post.images.slice(0, size) };
  }
}
