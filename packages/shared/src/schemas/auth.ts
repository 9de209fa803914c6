import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { emailSchema } from './common.js';
import { passwordSchema } from './password.js';

export const LOGIN_TYPES = ['hq', 'agent'] as const;

export const loginRequest = z.object({
  email: emailSchema,
  password: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(128, 'validation.tooLong'),
  type: z.enum(LOGIN_TYPES, 'validation.invalid'),
  comId: z.string().optional(),
  remember: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const verificationCodeSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(new RegExp(`^\\d{${LIMITS.verificationCodeLength}}$`), 'validation.code');

export const verificationRequest = z.object({ email: emailSchema, code: verificationCodeSchema });
export const resendVerificationRequest = z.object({ email: emailSchema });

export const forgotPasswordRequest = z.object({
  email: emailSchema,
  url: z.string().max(500).optional(),
  domain: z.string().max(253).optional(),
});

export const createPasswordRequest = z.object({
  token: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(200),
  password: passwordSchema,
});

export const changePasswordRequest = z.object({
  old_password: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(128),
  password: passwordSchema,
});
