import { describe, expect, it } from 'vitest';
import { whatsAppUrl } from './whatsapp.js';

describe('whatsAppUrl', () => {
  it('puts the calling code before the number, digits only, without a local trunk 0', () => {
    expect(whatsAppUrl('+60', '123456789')).toBe('https://wa.me/60123456789');
    expect(whatsAppUrl('+60', '012-345 6789')).toBe('https://wa.me/60123456789');
    expect(whatsAppUrl('+62', '0812 3456 789')).toBe('https://wa.me/628123456789');
  });

  it('keeps a number written with its own calling code, and gives others Malaysia’s', () => {
    expect(whatsAppUrl(null, '+65 9123 4567')).toBe('https://wa.me/6591234567');
    expect(whatsAppUrl(null, '04-222 1111')).toBe('https://wa.me/6042221111');
  });

  it('has no link without a number', () => {
    expect(whatsAppUrl('+60', '')).toBeNull();
    expect(whatsAppUrl('+60', null)).toBeNull();
    expect(whatsAppUrl('+60', ' - ')).toBeNull();
  });
});
