import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CsrfGuard } from './csrf.guard';
import { LoginSessions } from './login-sessions';
import { StaffGuard } from './staff.guard';
import { ViewerResolver } from './viewer';

/** Who is asking, for every context: the login session resolved to a viewer, login sessions, the staff guard, CSRF. */
@Global()
@Module({
  providers: [ViewerResolver, StaffGuard, LoginSessions, { provide: APP_GUARD, useClass: CsrfGuard }],
  exports: [ViewerResolver, StaffGuard, LoginSessions],
})
export class AuthModule {}
