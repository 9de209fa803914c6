import { describe, expect, it } from 'vitest';
import { ageBandOf, birthDayOfIdentity } from './age-band.js';

const ic = (identityNo: string, onDay: string) => ageBandOf({ identityNo, birthDate: null }, onDay);

describe('age band (decisions.md "Analytics age bands")', () => {
  it('reads a Malaysian IC: 20YY unless that is after the day, then 19YY', () => {
    expect(birthDayOfIdentity('900115-10-5555', '2026-06-01')).toBe('1990-01-15');
    expect(birthDayOfIdentity('080229011234', '2026-06-01')).toBe('2008-02-29');
    expect(birthDayOfIdentity('260602-01-1234', '2026-06-01')).toBe('1926-06-02');
    expect(birthDayOfIdentity('261301-01-1234', '2026-06-01')).toBeNull(); // month 13
  });
  it('reads an Indonesian NIK, a woman’s day plus 40', () => {
    expect(birthDayOfIdentity('3201015708990003', '2026-06-01')).toBe('1999-08-17');
    expect(birthDayOfIdentity('3201011708990003', '2026-06-01')).toBe('1999-08-17');
  });
  it('bands by whole years on the day: the birthday counts from that day', () => {
    expect(ic('080601-01-1234', '2026-05-31')).toBe('under18'); // 17 the day before
    expect(ic('080601-01-1234', '2026-06-01')).toBe('18-24');
    expect(ic('900115-10-5555', '2026-06-01')).toBe('35-44'); // 36
    expect(ic('010101-01-0001', '2026-01-01')).toBe('25-34'); // 25
    expect(ageBandOf({ identityNo: null, birthDate: '1960-05-05' }, '2026-05-04')).toBe('55+'); // 65
    expect(ageBandOf({ identityNo: null, birthDate: '1981-12-31' }, '2026-12-30')).toBe('35-44'); // 44
    expect(ageBandOf({ identityNo: null, birthDate: '1971-12-31' }, '2026-12-31')).toBe('55+'); // 55
  });
  it('prefers the birthday, and is unknown without either', () => {
    expect(ageBandOf({ identityNo: '900115-10-5555', birthDate: '2000-01-01' }, '2026-06-01')).toBe('25-34');
    expect(ageBandOf({ identityNo: 'A1234567', birthDate: null }, '2026-06-01')).toBe('unknown');
    expect(ageBandOf({ identityNo: null, birthDate: null }, '2026-06-01')).toBe('unknown');
  });
});
