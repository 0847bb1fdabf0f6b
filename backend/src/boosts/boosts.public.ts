/** What other contexts may use of boosts. */
export { BoostsModule } from './boosts.module';
