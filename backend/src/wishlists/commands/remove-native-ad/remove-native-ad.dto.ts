import { z } from 'zod';
import { idField } from '../../domain/wishlist-forms';

export const removeNativeAdBody = z.object({ ad_id: idField('ad_id') });
export type RemoveNativeAdBody = z.infer<typeof removeNativeAdBody>;
