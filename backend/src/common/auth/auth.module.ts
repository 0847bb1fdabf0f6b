import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CsrfGuard } from './csrf.guard';
import { LoginSessions } from './login-sessions';
import { SignedInGuard } from './signed-in';
import { StaffGuard } from './staff.guard';
import { ViewerResolver } from './viewer';

/** Who is asking, for every context: the login session resolved to a viewer, login sessions, the staff and signed-in guards, CSRF. */
@Global()
@Module({
  providers: [ViewerResolver, StaffGuard, SignedInGuard, LoginSessions, { provide: APP_GUARD, useClass: CsrfGuard }],
  exports: [ViewerResolver, StaffGuard, SignedInGuard, LoginSessions],
})
export class AuthModule {}
