import { Module } from '@nestjs/common';
import { CaptchaModule } from '../captcha/captcha.public';
import { ForgotPasswordHandler } from './commands/forgot-password/forgot-password.handler';
import { ForgotPasswordHttpController } from './commands/forgot-password/forgot-password.http.controller';
import { LoginHandler } from './commands/login/login.handler';
import { LoginHttpController } from './commands/login/login.http.controller';
import { LogoutHttpController } from './commands/logout/logout.http.controller';
import { RegisterHandler } from './commands/register/register.handler';
import { RegisterHttpController } from './commands/register/register.http.controller';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler';
import { ResetPasswordHttpController } from './commands/reset-password/reset-password.http.controller';
import { AccountSignIn } from './infra/account-sign-in';
import { GetMeHandler } from './queries/get-me/get-me.handler';
import { GetMeHttpController } from './queries/get-me/get-me.http.controller';
import { GetUserInfoHandler } from './queries/get-user-info/get-user-info.handler';
import { GetUserInfoHttpController } from './queries/get-user-info/get-user-info.http.controller';

/** Accounts: registration, login and logout on server-side sessions, password resets by mail, the logged-in user, public profiles. */
@Module({
  imports: [CaptchaModule],
  controllers: [
    LoginHttpController,
    RegisterHttpController,
    LogoutHttpController,
    ForgotPasswordHttpController,
    ResetPasswordHttpController,
    GetMeHttpController,
    GetUserInfoHttpController,
  ],
  providers: [AccountSignIn, LoginHandler, RegisterHandler, ForgotPasswordHandler, ResetPasswordHandler, GetMeHandler, GetUserInfoHandler],
})
export class AccountsModule {}
