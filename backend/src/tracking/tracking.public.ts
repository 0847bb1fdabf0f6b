/** What other contexts may use of tracking. */
export { TrackingModule } from './tracking.module';
