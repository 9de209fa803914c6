import { type LoginRequest, loginRequest } from '@niaga/shared';

export type LoginErrors = Partial<Record<keyof LoginRequest, string>>;

/** The shared login schema; its first message per field is a message key, shown translated beside the field. */
export function validateLogin(values: LoginRequest): { data: LoginRequest } | { errors: LoginErrors } {
  const parsed = loginRequest.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as keyof LoginRequest] ??= issue.message;
  return { errors };
}
