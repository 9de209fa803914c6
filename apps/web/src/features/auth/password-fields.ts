import { passwordSchema } from '@niaga/shared';
import { z } from 'zod';

/** New password + confirmation, built on the shared password rule. */
export const newPasswordFields = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { message: 'form.passwordMismatch', path: ['confirm'] });
export type NewPasswordFields = z.infer<typeof newPasswordFields>;
