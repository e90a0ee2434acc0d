import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const home = 'db/queries/like-pattern.ts';
/** A `replace(/[…]/…)` whose character class holds a LIKE wildcard: an escape of LIKE's wildcards. */
const likeEscape = /replace\(\/\[[^\]\n]*[%_][^\]\n]*\]/;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the SQL LIKE escape has one home', () => {
  it(`is written only in ${home}`, () => {
    const files = ['api', 'agent', 'db', 'web/src'].flatMap(sourceFiles);
    const writers = files.filter((file) => likeEscape.test(readFileSync(join(root, file), 'utf8')));
    expect(writers).toEqual([home]);
  });
});
