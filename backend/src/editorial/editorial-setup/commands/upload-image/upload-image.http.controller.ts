import { Controller, Header, HttpCode, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { editorialSetupMessages as M, type EditorialImageResponse, ValidationFailedError } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import { AdminGuard } from '../../../../common/auth/admin.guard';
import { SignedInGuard } from '../../../../common/auth/signed-in';
import { success } from '../../../../common/http/api-response';
import { readImageUpload } from '../../../../common/images/image-upload';
import { EDITORIAL_IMAGE_MAX_BYTES, EditorialImages, IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE, type ImageCrop } from '../../infra/editorial-images';
import { EditorialUnlockedGuard } from '../../infra/editorial-unlocked.guard';
import { MultipartPost } from '../../../../common/http/multipart-form';

const CROP_FIELDS = ['crop_x', 'crop_y', 'crop_width', 'crop_height'] as const;
const NOT_PIXELS = 'must be a number of pixels';

/** The crop box from the form's fields: all four, or none (the largest centred box). */
function cropOf(fields: Record<string, string>): ImageCrop | null {
  const given = CROP_FIELDS.filter((name) => fields[name] !== undefined && fields[name] !== '');
  if (given.length === 0) return null;
  const values = CROP_FIELDS.map((name) => {
    const raw = fields[name];
    const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
    if (!Number.isFinite(value)) throw new ValidationFailedError(`${name}: ${NOT_PIXELS}`, [{ field: name, message: NOT_PIXELS }]);
    return value;
  });
  const [x, y, width, height] = values as [number, number, number, number];
  return { x, y, width, height };
}

@ApiTags('editorial')
@UseGuards(AdminGuard, SignedInGuard, EditorialUnlockedGuard)
@Controller('api/user/editorial-setup/image')
export class UploadFeatureImageHttpController {
  constructor(private readonly images: EditorialImages) {}

  @MultipartPost()
  @HttpCode(200)
  @Header('cache-control', 'private, no-store')
  @ApiOperation({
    summary:
      "The feature card's image (admins, unlocked; multipart field `image`: JPEG, PNG, WebP or GIF by its bytes, at most 8 MB, at least 300x250, with the crop box crop_x, crop_y, crop_width, crop_height in its pixels), stored re-encoded at 300x250: {src}.",
  })
  async upload(@Req() request: FastifyRequest): Promise<EditorialImageResponse> {
    const { bytes, fields } = await readImageUpload(request, { field: 'image', maxBytes: EDITORIAL_IMAGE_MAX_BYTES, missing: M.image, tooLarge: IMAGE_TOO_LARGE, wrongType: IMAGE_WRONG_TYPE });
    return success(await this.images.store(bytes, cropOf(fields)));
  }
}
