import { applyDecorators, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiConsumes } from '@nestjs/swagger';
import { ValidationFailedError } from '@emberhold/contracts';
import type { FastifyRequest } from 'fastify';
import { INVALID_TEXT, isStorableText } from './hostile-input';

export interface MultipartForm {
  /** Text fields by name (the last value of a repeated name). */
  fields: Record<string, string>;
  /** The one file part, if the form had one. */
  file: { field: string; bytes: Buffer; /** The name the browser gave the file ('' when none). */ fileName: string } | null;
}

/**
 * A POST route that reads its own multipart/form-data body (readMultipartForm, readImageUpload): the edge leaves the
 * body to it (@RouteConfig({ multipart: true })), and OpenAPI says what it takes.
 */
export function MultipartPost(path?: string): MethodDecorator {
  return applyDecorators(Post(path), ApiConsumes('multipart/form-data'), RouteConfig({ multipart: true }));
}

export const FORM_UNREADABLE = 'This form could not be read. Please try again.';

/**
 * Reads a multipart/form-data body (@fastify/multipart, registered in create-app): its text fields and at most one file
 * of at most `maxFileBytes`, counted while it streams in (a larger one is refused without being held in memory). A
 * larger file is a 400 `tooLarge` naming `fileField`; a body that is not a readable multipart form (too many parts,
 * no boundary, cut short) a 400 saying so.
 */
export async function readMultipartForm(request: FastifyRequest, options: { maxFileBytes: number; fileField: string; tooLarge: string }): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, file: null };
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxFileBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 } })) {
      if (part.type === 'file') form.file = { field: part.fieldname, bytes: await part.toBuffer(), fileName: part.filename ?? '' };
      else if (typeof part.value === 'string') {
        // The edge checks parsed bodies before handlers run; a multipart form is read here, so its text is checked here.
        if (!isStorableText(part.value) || !isStorableText(part.fieldname)) {
          throw new ValidationFailedError(`${part.fieldname}: ${INVALID_TEXT}`, [{ field: part.fieldname, message: INVALID_TEXT }], 'INVALID_INPUT');
        }
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ValidationFailedError(options.tooLarge, [{ field: options.fileField, message: options.tooLarge }], 'FILE_TOO_LARGE');
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw new ValidationFailedError(FORM_UNREADABLE, [{ field: '(body)', message: FORM_UNREADABLE }], 'FORM_UNREADABLE');
    // busboy's own parse errors (a malformed body) carry no status.
    if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) {
      throw new ValidationFailedError(FORM_UNREADABLE, [{ field: '(body)', message: FORM_UNREADABLE }], 'FORM_UNREADABLE');
    }
    throw error;
  }
  return form;
}
