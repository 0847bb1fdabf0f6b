import { Body, Controller, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { EditorialUnlockResponse } from '@emberhold/contracts';
import { z } from 'zod';
import { AdminGuard } from '../../../../common/auth/admin.guard';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../../common/auth/signed-in';
import { success } from '../../../../common/http/api-response';
import { ZodPipe } from '../../../../common/http/zod-body.pipe';
import { EditorialLock } from '../../infra/editorial-lock';

const PASSWORD_MISSING = 'Please enter the editorial password.';

/** POST /api/user/editorial-setup/unlock {password}. */
export const unlockBody = z.object({ password: z.string({ error: PASSWORD_MISSING }).min(1, PASSWORD_MISSING).max(200, 'That is not the editorial password.') }).strict();
type UnlockBody = z.infer<typeof unlockBody>;

@ApiTags('editorial')
@UseGuards(AdminGuard, SignedInGuard)
@Controller('api/user/editorial-setup/unlock')
export class UnlockEditorialSetupHttpController {
  constructor(private readonly lock: EditorialLock) {}

  @Post()
  @HttpCode(200)
  @Header('cache-control', 'private, no-store')
  @ApiOperation({
    summary:
      'Unlocks the editorial setup for this login session for 30 minutes {password} (admins). Wrong: 403; after 5 wrong tries in 15 minutes every try is 429 until the window ends; no password set (full mode): 503.',
  })
  async unlock(@SignedIn() user: SignedInUser, @Body(new ZodPipe(unlockBody, (fields) => fields[0]!.message)) body: UnlockBody): Promise<EditorialUnlockResponse> {
    const until = await this.lock.unlock(user.userId, user.viewer.sessionId, body.password);
    return success({ unlocked_until: until.toISOString() });
  }
}
