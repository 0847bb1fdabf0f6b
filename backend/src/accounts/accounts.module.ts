import { Module } from '@nestjs/common';
import { LoginHandler } from './commands/login/login.handler';
import { LoginHttpController } from './commands/login/login.http.controller';
import { LogoutHttpController } from './commands/logout/logout.http.controller';
import { RegisterHandler } from './commands/register/register.handler';
import { RegisterHttpController } from './commands/register/register.http.controller';
import { GetMeHandler } from './queries/get-me/get-me.handler';
import { GetMeHttpController } from './queries/get-me/get-me.http.controller';
import { GetUserInfoHandler } from './queries/get-user-info/get-user-info.handler';
import { GetUserInfoHttpController } from './queries/get-user-info/get-user-info.http.controller';

/** Accounts: registration, login and logout on server-side sessions, the logged-in user, public profiles. */
@Module({
  controllers: [LoginHttpController, RegisterHttpController, LogoutHttpController, GetMeHttpController, GetUserInfoHttpController],
  providers: [LoginHandler, RegisterHandler, GetMeHandler, GetUserInfoHandler],
})
export class AccountsModule {}
