import { Query } from '@nestjs/cqrs';
import type { StartFunnelDto } from '@emberhold/contracts';

/** A fresh temp id for the unlogged part of the advertiser funnel; only its `started` fact is written until the first save. */
export class StartFunnelQuery extends Query<StartFunnelDto> {}
