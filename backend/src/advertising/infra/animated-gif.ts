import { ValidationFailedError } from '@emberhold/contracts';
import sharp from 'sharp';
import { CREATIVE_HEIGHT, CREATIVE_WIDTH } from '../domain/creative-image';
import { CREATIVE_GIF_MAX_BYTES, GIF_TOO_LARGE, GIF_UNREADABLE, GIF_WRONG_TYPE, gifSizeProblem, isGifBytes } from '../domain/creative-gif';

export interface ReencodedGif {
  data: Buffer;
  width: number;
  height: number;
  frames: number;
}

const refuse = (field: string, message: string, code: string) => new ValidationFailedError(message, [{ field, message }], code);

/**
 * An animated GIF a user sent, decoded and encoded anew as a GIF with every frame (and its delays and loop count),
 * fitted inside 300x250: what is stored is never the uploaded bytes and carries no metadata or comment blocks. The
 * header is read first (it costs no decoding) so a file over the frame, canvas or total-pixel limits is refused before
 * any frame is decoded; decoding is then capped at what the header claimed. A GIF of one frame is fine.
 */
export async function reencodeAnimatedGif(upload: Buffer, field = 'gif'): Promise<ReencodedGif> {
  if (upload.length > CREATIVE_GIF_MAX_BYTES) throw refuse(field, GIF_TOO_LARGE, 'FILE_TOO_LARGE');
  if (!isGifBytes(upload)) throw refuse(field, GIF_WRONG_TYPE, 'GIF_WRONG_TYPE');
  let header: sharp.Metadata;
  try {
    header = await sharp(upload, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    throw refuse(field, GIF_UNREADABLE, 'IMAGE_UNREADABLE');
  }
  if (header.format !== 'gif' || !header.width || !header.height) throw refuse(field, GIF_WRONG_TYPE, 'GIF_WRONG_TYPE');
  const frames = header.pages ?? 1;
  const frameHeight = header.pageHeight ?? header.height;
  const problem = gifSizeProblem(frames, header.width, frameHeight);
  if (problem !== null) throw refuse(field, problem, 'GIF_TOO_LARGE');
  try {
    // failOn 'error' rather than 'warning': GIFs in the wild often lack their trailer byte, which decodes fine.
    const { data, info } = await sharp(upload, { animated: true, limitInputPixels: header.width * frameHeight * frames, failOn: 'error' })
      .resize(CREATIVE_WIDTH, CREATIVE_HEIGHT, { fit: 'inside' })
      .gif({ effort: 7 })
      .toBuffer({ resolveWithObject: true });
    const pages = (info as { pages?: number }).pages ?? frames;
    const height = (info as { pageHeight?: number }).pageHeight ?? info.height;
    return { data, width: info.width, height, frames: pages };
  } catch {
    throw refuse(field, GIF_UNREADABLE, 'IMAGE_UNREADABLE');
  }
}
