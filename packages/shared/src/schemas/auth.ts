import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { emailSchema } from './common.js';
import { passwordSchema } from './password.js';
import { text } from './text.js';

export const LOGIN_TYPES = ['hq', 'agent'] as const;

export const loginRequest = z.object({
  email: emailSchema,
  password: text({ max: 128, min: 1, trim: false }),
  type: z.enum(LOGIN_TYPES, 'validation.invalid'),
  comId: text({ max: 64 }).optional(),
  remember: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const verificationCodeSchema = text({ max: LIMITS.verificationCodeLength }).regex(
  new RegExp(`^\\d{${LIMITS.verificationCodeLength}}$`),
  'validation.code',
);

export const verificationRequest = z.object({ email: emailSchema, code: verificationCodeSchema });
export const resendVerificationRequest = z.object({ email: emailSchema });

export const forgotPasswordRequest = z.object({
  email: emailSchema,
  url: text({ max: 500 }).optional(),
  domain: text({ max: 253 }).optional(),
});

export const createPasswordRequest = z.object({
  token: text({ max: 200, min: 1 }),
  password: passwordSchema,
});

export const changePasswordRequest = z.object({
  old_password: text({ max: 128, min: 1, trim: false }),
  password: passwordSchema,
});
