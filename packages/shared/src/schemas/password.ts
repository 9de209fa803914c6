import { LIMITS } from '../constants.js';
import { text } from './text.js';

/** Spec §5 password rule: at least 8 characters with upper, lower, number and special character. */
export const PASSWORD_RULES = [
  { key: 'validation.password.min', test: (value: string) => value.length >= LIMITS.passwordMinLength },
  { key: 'validation.password.uppercase', test: (value: string) => /[A-Z]/.test(value) },
  { key: 'validation.password.lowercase', test: (value: string) => /[a-z]/.test(value) },
  { key: 'validation.password.number', test: (value: string) => /[0-9]/.test(value) },
  { key: 'validation.password.special', test: (value: string) => /[^A-Za-z0-9]/.test(value) },
] as const;

export const passwordSchema = text({ max: 128, trim: false }).superRefine((value, context) => {
  const broken = PASSWORD_RULES.find((rule) => !rule.test(value));
  if (broken) context.addIssue({ code: 'custom', message: broken.key });
});
