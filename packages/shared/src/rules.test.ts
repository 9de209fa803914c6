import { describe, expect, it } from 'vitest';
import { toLanguage } from './constants.js';
import { formatDateLong, formatDateShort } from './dates.js';
import { translate } from './messages/index.js';
import { canAccess } from './permissions.js';
import { loginRequest, verificationRequest } from './schemas/auth.js';
import { passwordSchema } from './schemas/password.js';

const firstIssue = (value: string) => passwordSchema.safeParse(value).error?.issues[0]?.message;

describe('password rule (spec §5)', () => {
  it('names the first rule a password breaks', () => {
    expect(firstIssue('Ab#1')).toBe('validation.password.min');
    expect(firstIssue('abcdefg#1')).toBe('validation.password.uppercase');
    expect(firstIssue('ABCDEFG#1')).toBe('validation.password.lowercase');
    expect(firstIssue('Abcdefg#h')).toBe('validation.password.number');
    expect(firstIssue('Abcdefg12')).toBe('validation.password.special');
    expect(firstIssue('Abcdef#12')).toBeUndefined();
  });
});

describe('verification code', () => {
  it('is exactly 6 digits', () => {
    const ok = (code: string) => verificationRequest.safeParse({ email: 'a@b.co', code }).success;
    expect(ok('123456')).toBe(true);
    expect(ok('12345')).toBe(false);
    expect(ok('1234567')).toBe(false);
    expect(ok('12a456')).toBe(false);
  });
});

describe('login request', () => {
  it('trims and lower-cases the e-mail and defaults remember to false', () => {
    const parsed = loginRequest.parse({ email: ' Hq@Demo.Test ', password: 'x', type: 'hq' });
    expect(parsed).toMatchObject({ email: 'hq@demo.test', remember: false });
  });
});

describe('access', () => {
  it('HQ holds every permission; staff only the granted ones; agents none', () => {
    const access = { roles: ['hq', 'staff'] as const, permission: 'add_user' as const };
    expect(canAccess({ role: 'hq', permissions: [] }, access)).toBe(true);
    expect(canAccess({ role: 'staff', permissions: ['add_user'] }, access)).toBe(true);
    expect(canAccess({ role: 'staff', permissions: ['manage_orders'] }, access)).toBe(false);
    expect(canAccess({ role: 'agent', permissions: ['add_user'] }, access)).toBe(false);
    expect(canAccess({ role: 'agent', permissions: [] }, {})).toBe(true);
  });
});

describe('languages and dates', () => {
  it('falls back to English', () => {
    expect(toLanguage('ms-MY')).toBe('ms');
    expect(toLanguage('fr')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
    expect(translate('ms', 'no.such.key')).toBe('no.such.key');
    expect(translate('id', 'mail.verification.subject', { company: 'X' })).toBe('X: kode verifikasi Anda');
  });

  it('shows dates in Kuala Lumpur time', () => {
    // 2026-01-31 17:30 UTC is 1 February 01:30 in Kuala Lumpur.
    expect(formatDateShort('2026-01-31T17:30:00Z')).toBe('01/02/2026');
    expect(formatDateLong('2026-01-31T17:30:00Z', 'en')).toMatch(/Sunday.*1 February 2026.*01:30/);
  });
});
