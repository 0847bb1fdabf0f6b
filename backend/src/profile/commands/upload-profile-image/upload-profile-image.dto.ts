import { z } from 'zod';
import { acceptedField } from '../../domain/profile-forms';
import { profileImageField } from '../../domain/profile-image';

/** The terms first: a visitor who has not accepted them is told that before anything about the image. */
export const uploadProfileImageBody = z.object({
  accept_terms: acceptedField,
  profile_image: profileImageField,
});
export type UploadProfileImageBody = z.infer<typeof uploadProfileImageBody>;
