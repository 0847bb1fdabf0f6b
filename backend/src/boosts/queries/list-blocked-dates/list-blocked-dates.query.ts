import { Query } from '@nestjs/cqrs';
import type { BlockedBoostDateDto } from '@emberhold/contracts';

export class ListBlockedDatesQuery extends Query<BlockedBoostDateDto[]> {}
