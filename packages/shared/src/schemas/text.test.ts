import { describe, expect, it } from 'vitest';
import { idText, multilineText, optionalText, requiredText, text } from './text.js';

const issue = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('the shared text type', () => {
  it('refuses every control character in a single-line field, line breaks and tabs included', () => {
    for (const bad of ['a\u0000b', 'a\u0007', 'a\nb', 'a\tb', 'a\rb', 'a\u001Fb', 'a\u007Fb'])
      expect(issue(requiredText(50).safeParse(bad)), JSON.stringify(bad)).toBe('validation.controlCharacters');
    expect(requiredText(50).parse('  Kuala Lumpur — café  ')).toBe('Kuala Lumpur — café');
  });

  it('lets multi-line fields keep line breaks and tabs, but not NUL or other controls', () => {
    expect(multilineText(100).parse('line 1\r\n\tline 2')).toBe('line 1\r\n\tline 2');
    expect(issue(multilineText(100).safeParse('a\u0000b'))).toBe('validation.controlCharacters');
    expect(issue(multilineText(100).safeParse('a\u000Bb'))).toBe('validation.controlCharacters');
  });

  it('carries the maximum length, and says which rule a value breaks', () => {
    expect(issue(text({ max: 5 }).safeParse('123456'))).toBe('validation.tooLong');
    expect(issue(requiredText(5).safeParse('   '))).toBe('validation.required');
    expect(issue(requiredText(5).safeParse(undefined))).toBe('validation.required');
    expect(issue(requiredText(5).safeParse(12345))).toBe('validation.invalid');
    expect(issue(text({ max: 9, min: 1, required: 'inventory.reasonRequired' }).safeParse(''))).toBe(
      'inventory.reasonRequired',
    );
    expect(optionalText(5).parse(undefined)).toBeUndefined();
    expect(issue(idText().safeParse('x'.repeat(65)))).toBe('validation.tooLong');
  });

  it('leaves passwords untrimmed when asked', () => {
    expect(text({ max: 20, trim: false }).parse(' secret ')).toBe(' secret ');
  });
});
