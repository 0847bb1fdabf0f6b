/** What other contexts may use of site settings: the guard that refuses submissions while the switch is off. */
export { SiteSettingsModule } from './site-settings.module';
export { SubmissionsOpenGuard } from './infra/submissions-open.guard';
