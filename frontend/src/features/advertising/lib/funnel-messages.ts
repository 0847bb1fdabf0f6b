/**
 * The spec's advertising messages (sections 5 and 8) and the campaign fee, shared with the API that sends them. Read
 * from the contract file itself, which imports nothing: the package's index carries zod and the event schemas, which
 * no page needs, so the site never imports its runtime (types come from '@emberhold/contracts' as usual).
 */
export { advertisingMessages, CAMPAIGN_FEE_CENTS } from '@emberhold/contracts/src/api/advertising-api';
