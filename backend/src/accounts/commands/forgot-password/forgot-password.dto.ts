import { z } from 'zod';
import { emailField } from '../../domain/credentials';

export const forgotPasswordBody = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;
