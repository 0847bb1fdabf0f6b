import { Query } from '@nestjs/cqrs';
import type { BannerResponse } from '@emberhold/contracts';

export type BannerLinks = Omit<BannerResponse, 'meta'>;

export class GetBannerQuery extends Query<BannerLinks> {}
