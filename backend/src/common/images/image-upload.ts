import { ValidationFailedError } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import { readMultipartForm } from '../http/multipart-form';
import { sniffImageKind } from './image-kind';

export interface ImageUploadRules {
  /** The multipart field the file comes in (and the field a refusal names). */
  field: string;
  maxBytes: number;
  /** The refusals, in the words of the form: no file (or not a multipart form), too many bytes, not an image. */
  missing: string;
  tooLarge: string;
  /** Checked when given: the file's bytes must be a JPEG, PNG, WebP or GIF (sniffImageKind). */
  wrongType?: string;
}

/**
 * The file and the other fields of a multipart upload form, or the 400 naming `rules.field`: a request that is not
 * multipart or carries no (or an empty) file in that field is `missing`, a larger file `tooLarge`, and with
 * `wrongType` a file whose bytes are no image we read.
 */
export async function readImageUpload(request: FastifyRequest, rules: ImageUploadRules): Promise<{ bytes: Buffer; fields: Record<string, string> }> {
  const refuse = (message: string) => new ValidationFailedError(message, [{ field: rules.field, message }]);
  if (!request.isMultipart()) throw refuse(rules.missing);
  const { fields, file } = await readMultipartForm(request, { maxFileBytes: rules.maxBytes, fileField: rules.field, tooLarge: rules.tooLarge });
  if (file === null || file.field !== rules.field || file.bytes.length === 0) throw refuse(rules.missing);
  if (rules.wrongType !== undefined && sniffImageKind(file.bytes) === null) throw refuse(rules.wrongType);
  return { bytes: file.bytes, fields };
}
