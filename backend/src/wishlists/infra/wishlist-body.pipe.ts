import { Injectable, type PipeTransform } from '@nestjs/common';
import { ValidationFailedError } from '@emberhold/contracts';
import type { z } from 'zod';

/**
 * Validates a wishlist body. The wishlist forms' messages are whole sentences the site shows as they are (spec
 * section 5: 'Please enter a name for your board'), so meta.error is the first one alone; `errors` names every field.
 */
@Injectable()
export class WishlistBodyPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const parsed = this.schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    const fields = parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || '(body)', message: issue.message }));
    throw new ValidationFailedError(fields[0]!.message, fields);
  }
}
