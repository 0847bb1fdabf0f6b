import type { z } from 'zod';
import { checkMedia, creativeMediaFields, creativeTextFields } from '../save-creative/save-creative.dto';

/**
 * POST /api/user/admin-creative/{id} {title, content, price, link, upload_type?, image | gif | embed}: the creative
 * editor's own fields and rules (spec section 5: the title cut to 40 characters and the content to 250, the price
 * keeps only digits and dots, links get http:// and our affiliate tag; the media of the type, a price and a link are
 * required in the spec's words). Without upload_type the creative keeps its type (the handler checks its media).
 */
export const adminEditCreativeBody = checkMedia(creativeTextFields.extend(creativeMediaFields.shape), null);
export type AdminEditCreativeBody = z.infer<typeof adminEditCreativeBody>;

export { creativeFormError as adminEditCreativeError } from '../save-creative/save-creative.dto';
