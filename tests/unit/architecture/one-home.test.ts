import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** Written by tools, not people. */
const generated = new Set(['web/src/route-tree.gen.ts']);

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return path === 'db/migrations' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !generated.has(path) ? [path] : [];
  });
}

/**
 * The code of a file without its comments: a comment may show an example ("10:00+05:30"). Block
 * comments, whole-line comments and a trailing ` // …` go; a URL's `//` has no space before it.
 */
function codeOf(path: string): string {
  return readFileSync(join(root, path), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\s\/\/\s.*$/gm, '');
}

/** Each rule, the literal that gives a copy of it away, and the one file allowed to hold it. */
const rules = [
  { rule: 'the IST zone name', tell: /['"`]Asia\/Kolkata['"`]/, home: 'db/contract/ist.ts' },
  { rule: 'the IST offset', tell: /\+05:30/, home: 'db/contract/ist.ts' },
  { rule: 'the IST offset in minutes', tell: /\b330\s*\*\s*60|[-+=]\s*330\b/, home: 'db/contract/ist.ts' },
  { rule: 'the category list', tell: /['"]doctor['"],\s*['"]yoga['"],\s*['"]tutor['"]/, home: 'db/contract/categories.ts' },
  { rule: 'the UPI reference (UTR) form', tell: /\\d\{12\}/, home: 'db/contract/upi.ts' },
  { rule: 'dates and times in each language', tell: /new Intl\.DateTimeFormat\(/, home: 'db/contract/local-time.ts' },
  { rule: 'the phone-number form', tell: /\[1-9\]\\d\{|\[6-9\]/, home: 'db/contract/phone.ts' },
] as const;

describe('each rule has one home', () => {
  const files = ['agent', 'api', 'db', 'web/src'].flatMap(sourceFiles).map((path) => ({ path, code: codeOf(path) }));

  it('scans the source of every layer', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(files.some((file) => file.path.startsWith('web/src/'))).toBe(true);
  });

  it.each(rules)('$rule is written only in $home', ({ tell, home }) => {
    const copies = files.filter((file) => file.path !== home && tell.test(file.code)).map((file) => file.path);
    expect(copies).toEqual([]);
    expect(files.find((file) => file.path === home)?.code).toMatch(tell);
  });
});
