import { ZodPipe } from '../../common/http/zod-body.pipe';
import type { z } from 'zod';

/**
 * Validates a wishlist body. The wishlist forms' messages are whole sentences the site shows as they are (spec
 * section 5: 'Please enter a name for your board'), so meta.error is the first one alone; `errors` names every field.
 */
export class WishlistBodyPipe<S extends z.ZodType> extends ZodPipe<S> {
  constructor(schema: S) {
    super(schema, (fields) => fields[0]!.message);
  }
}
