/** What other contexts may use of boosts. */
export { BoostsModule } from './boosts.module';
export { ConvertedBoosts, CreativeAlreadyConvertedError, type ConvertedBoost, type ConvertedBoostInput } from './infra/converted-boosts';
export { convertedBoostPaidFact } from './domain/converted-boost-facts';
export { boostDateFrom } from './domain/boost-date-input';
export { BoostDateMissingError } from './domain/boost-errors';
