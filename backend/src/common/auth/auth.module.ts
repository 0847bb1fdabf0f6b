import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AdminGuard } from './admin.guard';
import { CsrfGuard } from './csrf.guard';
import { LoginSessions } from './login-sessions';
import { SignedInGuard } from './signed-in';
import { StaffGuard } from './staff.guard';
import { ViewerResolver } from './viewer';

/**
 * Who is asking, for every context: the login session resolved to a viewer (@CurrentViewer), login sessions, the
 * signed-in, staff and admin guards, CSRF.
 */
@Global()
@Module({
  providers: [ViewerResolver, StaffGuard, AdminGuard, SignedInGuard, LoginSessions, { provide: APP_GUARD, useClass: CsrfGuard }],
  exports: [ViewerResolver, StaffGuard, AdminGuard, SignedInGuard, LoginSessions],
})
export class AuthModule {}
