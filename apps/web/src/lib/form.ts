import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/** Zod messages are message keys; show them translated beside the field. */
export function fieldError(t: TFunction, error: { message?: string } | undefined): string | undefined {
  return error?.message ? t(error.message) : undefined;
}

/** Puts the server's per-field messages (meta.errors, already translated) beside the matching fields. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!isApiError(error)) return;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { type: 'server', message });
  }
}

/** True when the server named the invalid fields: the form shows them beside the fields, not on top. */
export function hasFieldErrors(error: unknown): boolean {
  return isApiError(error) && Object.keys(error.fieldErrors).length > 0;
}
