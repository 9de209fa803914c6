/**
 * The welcoming e-mail's placeholders (spec §3 "Greeting"): HQ writes the subject and body as text with
 * `{{name}}` placeholders, filled in per agent when the mail is written.
 */
export const GREETING_PLACEHOLDERS = ['agentName', 'level', 'upline', 'company', 'loginLink'] as const;
export type GreetingPlaceholder = (typeof GREETING_PLACEHOLDERS)[number];
export type GreetingValues = Record<GreetingPlaceholder, string>;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const KNOWN = new Set<string>(GREETING_PLACEHOLDERS);

/** The placeholders of `template` that are not ours, as written (`{{agent_name}}`), each once. */
export function unknownPlaceholders(template: string): string[] {
  const unknown = [...template.matchAll(PLACEHOLDER)].filter((match) => !KNOWN.has(match[1]!)).map((m) => m[0]);
  return [...new Set(unknown)];
}

/** The placeholders as HQ writes them, for messages and hints: "{{agentName}}, {{level}}, …". */
export const greetingPlaceholderList = GREETING_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ');

/**
 * Fills the placeholders of `template`; `encode` is applied to the template's own text and to each value alike
 * (HTML-escaping for the HTML mail), so neither HQ's text nor an agent's name can add markup.
 */
export function renderGreeting(template: string, values: GreetingValues, encode: (text: string) => string = (x) => x) {
  let out = '';
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1] as GreetingPlaceholder;
    out += encode(template.slice(last, match.index));
    out += KNOWN.has(name) ? encode(values[name]) : encode(match[0]);
    last = match.index + match[0].length;
  }
  return out + encode(template.slice(last));
}
