import { Command } from '@nestjs/cqrs';
import type { SignedInUser } from '../../../common/auth/signed-in';
import type { SubmitProductBody } from './submit-product.dto';

export class SubmitProductCommand extends Command<{ submissionId: number }> {
  constructor(
    readonly viewer: SignedInUser,
    readonly body: SubmitProductBody,
  ) {
    super();
  }
}
