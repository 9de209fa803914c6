import { describe, expect, it } from 'vitest';
import { renderGreeting, unknownPlaceholders } from './greetings.js';

const values = { agentName: 'A <b>', level: 'Agent', upline: 'HQ', company: 'Co & Co', loginLink: 'https://x/login' };
const upper = (text: string) => text.toUpperCase();

describe('greeting placeholders', () => {
  it('names each unknown placeholder once, as written; spaces inside the braces are allowed', () => {
    expect(unknownPlaceholders('{{agentName}} {{ level }} {{agent_name}} {{x}} {{agent_name}} {single}')).toEqual([
      '{{agent_name}}',
      '{{x}}',
    ]);
  });

  it('fills every known placeholder and applies the encoding to the text and the values alike', () => {
    expect(renderGreeting('Hi {{agentName}} of {{ company }}', values)).toBe('Hi A <b> of Co & Co');
    expect(renderGreeting('hi {{agentName}}, {{level}}', values, upper)).toBe('HI A <B>, AGENT');
  });
});
