import { Query } from '@nestjs/cqrs';
import type { BoostChecklistItemDto } from '@emberhold/contracts';

export class ListBoostChecklistQuery extends Query<BoostChecklistItemDto[]> {}
