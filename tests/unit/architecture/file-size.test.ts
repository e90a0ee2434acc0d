import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const maxLines = 300;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('domain services stay small (STYLE: services ≤ 300 lines)', () => {
  it(`has no file under api/services over ${maxLines} lines`, () => {
    const over = sourceFiles('api/services')
      .map((file) => ({ file, lines: readFileSync(join(root, file), 'utf8').trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > maxLines)
      .map(({ file, lines }) => `${file} (${lines})`);
    expect(over).toEqual([]);
  });
});
