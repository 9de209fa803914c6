import { PasswordInput } from '@mantine/core';
import { passwordSchema } from '@niaga/shared';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fieldError } from '../../lib/form';
import { PasswordChecklist } from './password-checklist';

/** New password + confirmation, built on the shared password rule. */
export const newPasswordFields = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { message: 'form.passwordMismatch', path: ['confirm'] });
export type NewPasswordFields = z.infer<typeof newPasswordFields>;

// biome-ignore lint/suspicious/noExplicitAny: any form with `password` and `confirm` fields
type AnyForm = UseFormReturn<any, unknown, any>;

/** The new-password input, the live rule checklist and the confirmation input of a form's `password`/`confirm`. */
export function NewPasswordInputs<T extends FieldValues>({
  form: typed,
  passwordLabel,
  confirmLabel,
}: {
  form: UseFormReturn<T, unknown, T> | AnyForm;
  passwordLabel?: string;
  confirmLabel?: string;
}) {
  const { t } = useTranslation();
  const form = typed as unknown as UseFormReturn<NewPasswordFields>;
  const { errors } = form.formState;
  return (
    <>
      <PasswordInput
        label={passwordLabel ?? t('field.newPassword')}
        autoComplete="new-password"
        required
        {...form.register('password')}
        error={fieldError(t, errors.password)}
      />
      <PasswordChecklist value={form.watch('password') ?? ''} />
      <PasswordInput
        label={confirmLabel ?? t('field.confirmPassword')}
        autoComplete="new-password"
        required
        {...form.register('confirm')}
        error={fieldError(t, errors.confirm)}
      />
    </>
  );
}
