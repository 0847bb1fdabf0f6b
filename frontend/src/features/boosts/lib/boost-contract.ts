/**
 * The boost rules and messages of packages/contracts, shared with the API that charges and refuses. Read from the two
 * contract files themselves, which import nothing: the package's index carries zod and the event schemas, which no
 * page needs, so the site never imports its runtime (types come from '@emberhold/contracts' as usual).
 */
export { advertisingMessages } from '@emberhold/contracts/src/api/advertising-api';
export {
  BOOST_PRICES_CENTS,
  boostDateMessages,
  boostPriceCents,
  calendarRefusal,
  firstBoostableDate,
  formatBoostPrice,
  hasSpecialPrice,
  isIsoDate,
  lastBoostableDate,
  siteDate,
  UNAVAILABLE_BOOST_DATE,
} from '@emberhold/contracts/src/api/boost-pricing';
