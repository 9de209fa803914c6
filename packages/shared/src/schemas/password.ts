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

/**
 * The rules as schema checks (not a refinement), so the OpenAPI document carries them: `minLength` and one
 * pattern per character class. The first broken rule's message comes first, as PASSWORD_RULES lists them.
 */
export const passwordSchema = text({ max: 128, trim: false })
  .min(LIMITS.passwordMinLength, 'validation.password.min')
  .regex(/[A-Z]/, 'validation.password.uppercase')
  .regex(/[a-z]/, 'validation.password.lowercase')
  .regex(/[0-9]/, 'validation.password.number')
  .regex(/[^A-Za-z0-9]/, 'validation.password.special');
