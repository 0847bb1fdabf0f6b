import type { z } from 'zod';
import { ZodPipe } from '../../common/http/zod-body.pipe';

/** Validates a ratings body: meta.error is the first field's sentence ('rating must be …'); `errors` names every field. */
export class RatingBodyPipe<S extends z.ZodType> extends ZodPipe<S> {
  constructor(schema: S) {
    super(schema, (fields) => fields[0]!.message);
  }
}
