import { Query } from '@nestjs/cqrs';
import type { BoostedDateDto } from '@emberhold/contracts';

export class ListBoostedQuery extends Query<BoostedDateDto[]> {}
