import { Command } from '@nestjs/cqrs';
import type { AffiliateImportDto, AffiliateProgram } from '@emberhold/contracts';

/** An admin uploads a retailer's report file for import. */
export class ImportAffiliateReportCommand extends Command<AffiliateImportDto> {
  constructor(
    readonly fileName: string,
    readonly bytes: Buffer,
    readonly program: AffiliateProgram | undefined,
    readonly uploaderId: number,
  ) {
    super();
  }
}
