import { Module } from '@nestjs/common';
import { GetMeHandler } from './queries/get-me/get-me.handler';
import { GetMeHttpController } from './queries/get-me/get-me.http.controller';

/** Accounts: who is logged in (login, registration and profiles build on this). */
@Module({ controllers: [GetMeHttpController], providers: [GetMeHandler] })
export class AccountsModule {}
