import { Global, Module } from '@nestjs/common';
import { StaffGuard } from './staff.guard';
import { ViewerResolver } from './viewer';

/** Who is asking, for every context: the login session resolved to a viewer, and the staff guard. */
@Global()
@Module({ providers: [ViewerResolver, StaffGuard], exports: [ViewerResolver, StaffGuard] })
export class AuthModule {}
