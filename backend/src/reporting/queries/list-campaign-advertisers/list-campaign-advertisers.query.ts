import { Query } from '@nestjs/cqrs';
import type { CampaignAdvertiserDto } from '@emberhold/contracts';

/** The accounts that own at least one campaign, for the admins' advertiser filter. */
export class ListCampaignAdvertisersQuery extends Query<CampaignAdvertiserDto[]> {}
