import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type EmbedPreviewResponse, ValidationFailedError } from '@emberhold/contracts';
import { AdminGuard } from '../../../../common/auth/admin.guard';
import { sanitizeEmbed } from '../../../../common/embeds/embed-code';
import { success } from '../../../../common/http/api-response';
import { ZodPipe } from '../../../../common/http/zod-body.pipe';
import { type EmbedPreviewBody, embedPreviewBody, unlistedFormError } from '../save-unlisted-content/save-unlisted-content.dto';

@ApiTags('editorial')
@UseGuards(AdminGuard)
@Controller('api/user/unlisted-content')
export class PreviewEmbedHttpController {
  @Post('embed-preview')
  @HttpCode(200)
  @ApiOperation({ summary: 'Embed code as an unlisted page would show it (admins) {embed}: one allowed player, 100% by 100%; or why it is refused. Stores nothing.' })
  preview(@Body(new ZodPipe(embedPreviewBody, unlistedFormError)) body: EmbedPreviewBody): EmbedPreviewResponse {
    const embed = sanitizeEmbed(body.embed);
    if (!embed.ok) throw new ValidationFailedError(embed.reason, [{ field: 'embed', message: embed.reason }], 'EMBED_REFUSED');
    return success({ data: { html: embed.html } });
  }
}
