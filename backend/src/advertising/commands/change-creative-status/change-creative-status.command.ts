import { Command } from '@nestjs/cqrs';
import type { CreativeStatusChangeDto } from '@emberhold/contracts';
import type { Viewer } from '../../../common/auth/viewer';
import type { StatusChange } from '../../domain/creative-lifecycle';

/** approve, disapprove {reason}, pause or resume one creative, as `viewer`. */
export class ChangeCreativeStatusCommand extends Command<CreativeStatusChangeDto> {
  constructor(
    readonly creativeId: number,
    readonly action: StatusChange,
    readonly viewer: Viewer,
    readonly reason: string | null = null,
  ) {
    super();
  }
}
