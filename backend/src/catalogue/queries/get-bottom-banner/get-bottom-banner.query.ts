import { Query } from '@nestjs/cqrs';
import type { BottomBannerResponse } from '@emberhold/contracts';

export type BottomBanner = BottomBannerResponse['data']['banner'];

export class GetBottomBannerQuery extends Query<BottomBanner> {}
