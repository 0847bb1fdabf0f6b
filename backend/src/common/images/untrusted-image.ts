import { DomainError } from '@emberhold/contracts';
import sharp, { type Sharp } from 'sharp';

export interface UntrustedImageRules {
  /** The form field the image came in, named in a refusal. */
  field: string;
  /** Larger canvases are refused before they are decoded in full: a small file can claim a huge canvas. */
  maxInputPixels: number;
  minWidth: number;
  minHeight: number;
  /** The refusals, in the words of the form that sent the image. */
  tooSmall: string;
  unreadable: string;
}

/**
 * Decodes an image a user sent and encodes it anew with `encode` (which resizes or crops as it needs and picks the
 * output format): what is stored is never the uploaded bytes, carries no metadata (EXIF, GPS, ICC comments; sharp
 * writes none unless asked) and can hold nothing the decoder did not understand as pixels. Orientation from EXIF is
 * applied to the pixels first; only the first frame of an animation is kept. Anything the decoder cannot read, or any
 * decoder warning (sharp's advice for untrusted input), is `rules.unreadable`; an image under the minimum size
 * (after orientation) is `rules.tooSmall`; both are 400s naming the field.
 */
export async function reencodeUntrustedImage(
  upload: Buffer,
  rules: UntrustedImageRules,
  encode: (image: Sharp, size: { width: number; height: number }) => Sharp,
): Promise<{ data: Buffer; width: number; height: number }> {
  const refuse = (code: string, message: string) => new DomainError('invalid', code, message, [{ field: rules.field, message }]);
  try {
    const image = sharp(upload, { limitInputPixels: rules.maxInputPixels, animated: false, autoOrient: true, failOn: 'warning' });
    const { width, height } = (await image.metadata()).autoOrient;
    if (!width || !height || width < rules.minWidth || height < rules.minHeight) throw refuse('IMAGE_TOO_SMALL', rules.tooSmall);
    const { data, info } = await encode(image, { width, height }).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw refuse('IMAGE_UNREADABLE', rules.unreadable);
  }
}
