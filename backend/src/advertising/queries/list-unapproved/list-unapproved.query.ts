import { Query } from '@nestjs/cqrs';
import type { UnapprovedCreativeDto } from '@emberhold/contracts';

export type { UnapprovedCreativeDto };

/** The most creatives one answer lists; the queue is worked from the oldest. */
export const UNAPPROVED_LIMIT = 200;

export class ListUnapprovedQuery extends Query<UnapprovedCreativeDto[]> {}
