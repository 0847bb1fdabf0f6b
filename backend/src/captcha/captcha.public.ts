/** What other contexts may use of the captcha: the module to import and the check a form makes before it writes. */
export { CaptchaModule } from './captcha.module';
export { CaptchaVerifier } from './infra/captcha-verifier';
