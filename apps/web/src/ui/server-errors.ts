import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../lib/api-error';

/**
 * Puts the server's per-field messages (meta.errors, already translated) beside the fields, for nested
 * keys too ('bank.accountNumber', 'ranks.1.commission_name'). `shown` tells which keys the form displays;
 * the answer is true when at least one message landed beside a field (the page then shows no top alert).
 */
export function applyNestedServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  shown: (key: string) => boolean,
): boolean {
  if (!isApiError(error)) return false;
  let placed = false;
  for (const [key, message] of Object.entries(error.fieldErrors)) {
    if (!shown(key)) continue;
    setError(key as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/** True when the server named at least one field the form shows. */
export function hasShownFieldErrors(error: unknown, shown: (key: string) => boolean): boolean {
  return isApiError(error) && Object.keys(error.fieldErrors).some(shown);
}
