import { type CanActivate, Injectable } from '@nestjs/common';
import { SubmissionsClosedError } from '../domain/submissions';
import { SubmissionsSwitch } from './submissions-switch';

/**
 * On the submit-product and advertiser funnel calls: while staff have turned submissions off, they answer 503 with a
 * plain message (SUBMISSIONS_CLOSED_MESSAGE) before reading anything the visitor sent.
 */
@Injectable()
export class SubmissionsOpenGuard implements CanActivate {
  constructor(private readonly submissions: SubmissionsSwitch) {}

  async canActivate(): Promise<boolean> {
    if (!(await this.submissions.isOpen())) throw new SubmissionsClosedError();
    return true;
  }
}
