import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Who may import what (docs/architecture.md): a feature imports ui/, app/, lib/, i18n/, @niaga/shared, itself,
// another feature only through that feature's index.ts (or its `<name>-texts` module); ui/ knows no feature.
const src = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Relative import specifiers of a file: `from '…'`, bare `import '…'` and `import('…')`. */
function relativeImports(code: string): string[] {
  return [...code.matchAll(/(?:from\s+|import\s*\(?\s*)'(\.[^']*)'/g)].map((match) => match[1] as string);
}

const toSrcPath = (file: string, specifier: string) =>
  relative(src, resolve(dirname(file), specifier))
    .split(sep)
    .join('/')
    .replace(/\.tsx?$/, '');

function offences(dir: string, allowed: (from: string, target: string) => boolean): string[] {
  return sourceFiles(join(src, dir)).flatMap((file) => {
    const from = relative(src, file).split(sep).join('/');
    return relativeImports(readFileSync(file, 'utf8'))
      .filter((specifier) => !allowed(from, toSrcPath(file, specifier)))
      .map((specifier) => `${from} imports '${specifier}'`);
  });
}

describe('import boundaries of the web app', () => {
  it('a feature reaches another feature only through its index.ts', () => {
    const found = offences('features', (from, target) => {
      const [, own] = from.split('/');
      const [top, other, ...rest] = target.split('/');
      if (top !== 'features' || other === own) return true;
      // A feature's texts module only registers its page texts (no code): screens of another feature may show them.
      const texts = rest.length === 1 && rest[0] === `${other}-texts`;
      return rest.length === 0 || (rest.length === 1 && rest[0] === 'index') || texts;
    });
    expect(
      found,
      `Import these through the other feature's index.ts (or move shared parts to ui/):\n${found.join('\n')}`,
    ).toEqual([]);
  });

  it('ui/ imports nothing from features/', () => {
    const found = offences('ui', (_from, target) => !target.startsWith('features/'));
    expect(found, `ui/ must stay free of feature knowledge:\n${found.join('\n')}`).toEqual([]);
  });
});
