import { expect } from 'vitest';

type Answer = { status: number; meta?: { message: string; errors?: Record<string, string> } };

/** The answer refuses the input (400) and names exactly these fields, each with its message. */
export function expectFieldErrors(answer: Answer, errors: Record<string, string>) {
  expect(answer.status, answer.meta?.message).toBe(400);
  expect(answer.meta?.errors).toEqual(errors);
}

/** As `expectFieldErrors`, for these fields among any others the answer names. */
export function expectFieldErrorsAmong(answer: Answer, errors: Record<string, string>) {
  expect(answer.status, answer.meta?.message).toBe(400);
  expect(answer.meta?.errors).toMatchObject(errors);
}
