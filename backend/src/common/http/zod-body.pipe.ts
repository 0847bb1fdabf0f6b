import { Injectable, type PipeTransform } from '@nestjs/common';
import { ValidationFailedError } from '@emberhold/contracts';
import type { z } from 'zod';

/**
 * Validates a request body (or query) against a zod schema. A failure names each field; `message` is the
 * user-facing summary (the spec's wording for the form where it has one).
 */
@Injectable()
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(
    /** Public so the OpenAPI document can describe the body or query it checks (openapi-bodies.ts). */
    readonly schema: S,
    /** meta.error: a fixed text, or made from the fields; `<first field>: <its message>` by default. */
    private readonly message?: string | ((fields: Array<{ field: string; message: string }>) => string),
  ) {}

  transform(value: unknown): z.infer<S> {
    const parsed = this.schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    const fields = parsed.error.issues.map((issue) => ({
      field: issue.path.join('.') || '(body)',
      message: issue.message,
    }));
    const first = fields[0]!;
    const message = typeof this.message === 'function' ? this.message(fields) : (this.message ?? `${first.field}: ${first.message}`);
    throw new ValidationFailedError(message, fields);
  }
}
