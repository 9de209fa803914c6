type Texts = Record<string, string>;

/**
 * One language's entry-bundle texts: the server's message keys (validation, errors) and every area's menu labels and
 * page titles, in one flat namespace (a UI text wins over a server message of the same key). The area files, found
 * by each language's `import.meta.glob` (a literal pattern, so Vite bundles them with that language), share no key.
 */
export function languageTexts(messages: Texts, areas: Record<string, Texts>): Texts {
  return Object.assign({}, messages, ...Object.values(areas));
}
