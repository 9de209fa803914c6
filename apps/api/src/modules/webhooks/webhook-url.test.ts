import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isNonPublicAddress } from './webhook-url.js';

const refusal = (url: string, production: boolean) => {
  try {
    checkWebhookUrl(url, production);
    return null;
  } catch (error) {
    return (error as { fieldErrors?: Record<string, string> }).fieldErrors?.url ?? 'thrown';
  }
};

describe('webhook targets', () => {
  it('in production: https to public hosts only', () => {
    expect(refusal('https://hooks.example.com/niaga', true)).toBeNull();
    expect(refusal('https://203.0.113.9/hook', true)).toBeNull();
    expect(refusal('http://hooks.example.com/niaga', true)).toBe('webhook.urlInsecure');
    expect(refusal('http://127.0.0.1:3000/hook', true)).toBe('webhook.urlInsecure');
    for (const url of [
      'https://localhost/hook',
      'https://api.localhost/hook',
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://172.20.0.1/hook',
      'https://192.168.1.10/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://0.0.0.0/hook',
    ])
      expect(refusal(url, true), url).toBe('webhook.urlPrivate');
    expect(refusal('ftp://hooks.example.com/', true)).toBe('webhook.urlInsecure');
    expect(refusal('https://user:pass@hooks.example.com/', true)).toBe('webhook.urlInvalid');
    expect(refusal('hooks.example.com', true)).toBe('webhook.urlInvalid');
  });

  it('outside production: also plain http to this machine, for tests and local receivers', () => {
    expect(refusal('http://127.0.0.1:4000/hook', false)).toBeNull();
    expect(refusal('http://localhost:4000/hook', false)).toBeNull();
    expect(refusal('http://hooks.example.com/', false)).toBe('webhook.urlInsecure');
    expect(refusal('http://10.0.0.5/', false)).toBe('webhook.urlInsecure');
  });

  it('judges resolved addresses (the delivery-time check)', () => {
    expect(isNonPublicAddress('8.8.8.8')).toBe(false);
    expect(isNonPublicAddress('2606:4700::1111')).toBe(false);
    expect(isNonPublicAddress('127.0.0.2')).toBe(true);
    expect(isNonPublicAddress('::ffff:192.168.0.1')).toBe(true);
    expect(isNonPublicAddress('fe80::1')).toBe(true);
  });
});
