import { Query } from '@nestjs/cqrs';
import type { AffiliateRefDto } from '@emberhold/contracts';

export class ListRefsQuery extends Query<AffiliateRefDto[]> {}
