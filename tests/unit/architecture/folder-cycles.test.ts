import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const aliases: Record<string, string> = { '#api/': 'api/', '#agent/': 'agent/', '#db/': 'db/' };
const importPattern = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The unit a file belongs to: a domain service folder, a second-level folder, or a top folder's own files. */
function unitOf(path: string): string {
  const parts = path.split('/');
  if (parts[0] === 'api' && parts[1] === 'services' && parts.length > 3) return parts.slice(0, 3).join('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : (parts[0] ?? path);
}

function importedPath(file: string, specifier: string): string | null {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  if (alias) return `${aliases[alias]}${specifier.slice(alias.length)}`;
  return specifier.startsWith('.') ? relative(root, normalize(join(root, dirname(file), specifier))) : null;
}

/** Folder → folders it imports from (each edge with one file that makes it). */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of ['api', 'agent', 'db'].flatMap(sourceFiles)) {
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(importPattern)) {
      const target = importedPath(file, match[1] ?? '');
      if (!target || unitOf(target) === unitOf(file)) continue;
      const edges = graph.get(unitOf(file)) ?? new Map<string, string>();
      edges.set(unitOf(target), file);
      graph.set(unitOf(file), edges);
    }
  }
  return graph;
}

/** Every cycle's path, found by depth-first search (the graph has a few dozen folders). */
function cycles(graph: Map<string, Map<string, string>>): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (node: string, trail: string[]) => {
    state.set(node, 'open');
    for (const [next, file] of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...trail.slice(trail.indexOf(next)), node, `${next} (${file})`].join(' → '));
      else if (!state.has(next)) visit(next, [...trail, node]);
    }
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node, []);
  return found;
}

describe('folders import each other one way only', () => {
  it('finds no cycle between the folders of api/, agent/ and db/', () => {
    expect(cycles(folderGraph())).toEqual([]);
  });

  it('sees a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Map([['b', 'a/x.ts']])],
      ['b', new Map([['a', 'b/y.ts']])],
    ]);
    expect(cycles(graph)).toHaveLength(1);
  });
});
