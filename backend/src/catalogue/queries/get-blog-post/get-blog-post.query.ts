import { Query } from '@nestjs/cqrs';
import type { BlogPostDto } from '@emberhold/contracts';
import type { VisitorParams } from '../../domain/catalogue-params';

export class GetBlogPostQuery extends Query<BlogPostDto> {
  constructor(
    readonly slug: string,
    readonly visitor: VisitorParams,
  ) {
    super();
  }
}
