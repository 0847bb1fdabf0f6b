import { Controller, HttpCode, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AFFILIATE_REPORT_MAX_BYTES, type AffiliateImportResponse, affiliateMessages, affiliatePrograms, ValidationFailedError } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AdminGuard } from '../../../common/auth/admin.guard';
import { SignedIn, SignedInGuard, type SignedInUser } from '../../../common/auth/signed-in';
import { success } from '../../../common/http/api-response';
import { MultipartPost, readMultipartForm } from '../../../common/http/multipart-form';
import { ImportAffiliateReportCommand } from './import-report.command';

const PROGRAM_INVALID = 'Please choose the program: us, uk or ca.';

/** The form's text fields: the program staff chose, if any (read from the file when absent). */
const importReportFields = z.object({
  program: z.preprocess((value) => (value === '' ? undefined : value), z.enum(affiliatePrograms, PROGRAM_INVALID).optional()),
});

const refuse = (message: string, field = 'file') => new ValidationFailedError(message, [{ field, message }]);

/** A file's name as stored: its last path segment, printable, at most 255 characters. */
function fileNameOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return clean === '' ? 'report.csv' : clean;
}

@ApiTags('affiliates')
/** Admins only (the access flag): AdminGuard answers a visitor 401 and anyone else 403 before the body is read. */
@UseGuards(AdminGuard, SignedInGuard)
@Controller('api/user/affiliate/import')
export class ImportAffiliateReportHttpController {
  constructor(private readonly commands: CommandBus) {}

  @MultipartPost()
  @HttpCode(201)
  @ApiOperation({
    summary:
      "Imports a retailer's affiliate report (admins; multipart: `file`, CSV or tab-separated, at most 5 MB, and optional `program` us, uk or ca): checked whole first, a malformed file is a 400 naming the line and column; an accepted one is queued and answered 201.",
  })
  async upload(@SignedIn() user: SignedInUser, @Req() request: FastifyRequest): Promise<AffiliateImportResponse> {
    if (!request.isMultipart()) throw refuse(affiliateMessages.fileMissing);
    const form = await readMultipartForm(request, { maxFileBytes: AFFILIATE_REPORT_MAX_BYTES, fileField: 'file', tooLarge: affiliateMessages.fileTooLarge });
    const fields = importReportFields.safeParse(form.fields);
    if (!fields.success) throw refuse(PROGRAM_INVALID, 'program');
    if (form.file === null || form.file.field !== 'file' || form.file.bytes.length === 0) throw refuse(affiliateMessages.fileMissing);
    const dto = await this.commands.execute(new ImportAffiliateReportCommand(fileNameOf(form.file.fileName), form.file.bytes, fields.data.program, user.viewer.userId));
    return success({ import: dto });
  }
}

