import { Command } from '@nestjs/cqrs';
import type { SaveLeadBody } from './save-lead.dto';

export class SaveLeadCommand extends Command<{ leadId: number }> {
  constructor(
    readonly body: SaveLeadBody,
    readonly ip: string,
  ) {
    super();
  }
}
