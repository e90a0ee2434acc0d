import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** The trees checked; each one's folders may import each other only one way, at every depth. */
const roots = ['api', 'agent', 'db', 'web/src'];
const aliases: Record<string, string> = { '#api/': 'api/', '#agent/': 'agent/', '#db/': 'db/' };
/** `from '…'` (imports and re-exports), `import '…'` and the web's lazy `import('…')`. */
const importPattern = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

type Graph = Map<string, Map<string, string>>;
/** A source file and a path it imports (relative to the repository). */
type Import = readonly [file: string, target: string];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function importedPath(file: string, specifier: string): string | null {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  if (alias) return `${aliases[alias]}${specifier.slice(alias.length)}`;
  return specifier.startsWith('.') ? relative(root, normalize(join(root, dirname(file), specifier))) : null;
}

function imports(): Import[] {
  return roots.flatMap(sourceFiles).flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(importPattern)].flatMap((match) => {
      const target = importedPath(file, match[1] ?? '');
      return target ? [[file, target] as const] : [];
    }),
  );
}

function addEdge(graph: Graph, from: string, to: string, file: string) {
  const edges = graph.get(from) ?? new Map<string, string>();
  edges.set(to, file);
  graph.set(from, edges);
}

/** The unit a file belongs to: a domain service folder, a second-level folder, or a top folder's own files. */
function unitOf(path: string): string {
  const parts = path.split('/');
  if (parts[0] === 'api' && parts[1] === 'services' && parts.length > 3) return parts.slice(0, 3).join('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : (parts[0] ?? path);
}

/** Units across the trees (api/routes → agent/turns → api/services/<domain> → db/…): the designed layering. */
function unitGraph(pairs: readonly Import[]): Graph {
  const graph: Graph = new Map();
  for (const [file, target] of pairs) if (unitOf(target) !== unitOf(file)) addEdge(graph, unitOf(file), unitOf(target), file);
  return graph;
}

/**
 * Sibling folders under one parent, at every depth inside a tree: an import from a/b/c/x.ts of
 * a/b/d/e/y.ts is an edge a/b/c → a/b/d. Imports between the trees are the unit graph's part, and
 * a folder's own files are not its children's siblings (import-x/no-cycle sees cycles through them).
 */
function nestedFolderGraph(pairs: readonly Import[]): Graph {
  const graph: Graph = new Map();
  for (const [file, target] of pairs) {
    const from = dirname(file).split('/');
    const to = dirname(target).split('/');
    const depth = from.findIndex((part, index) => index < to.length && part !== to[index]);
    if (depth < 1) continue;
    const parent = from.slice(0, depth).join('/');
    if (!roots.some((tree) => parent === tree || parent.startsWith(`${tree}/`))) continue;
    addEdge(graph, from.slice(0, depth + 1).join('/'), to.slice(0, depth + 1).join('/'), file);
  }
  return graph;
}

/** Every cycle's path, found by depth-first search (the graph has a few hundred folders). */
function cycles(graph: Graph): string[] {
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
  const sourceImports = imports();

  it('finds no cycle between the units of api/, agent/, db/ and web/src', () => {
    expect(cycles(unitGraph(sourceImports))).toEqual([]);
  });

  it('finds no cycle between sibling folders at any depth under api/, agent/, db/ and web/src', () => {
    const graph = nestedFolderGraph(sourceImports);
    // The web app's folders and nested ones are in the graph: the check reads .tsx files and nested folders.
    expect(graph.get('web/src/features')?.has('web/src/server-state')).toBe(true);
    expect(graph.has('web/src/features/admin/money')).toBe(true);
    expect(cycles(graph)).toEqual([]);
  });

  it('sees a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Map([['b', 'a/x.ts']])],
      ['b', new Map([['a', 'b/y.ts']])],
    ]);
    expect(cycles(graph)).toHaveLength(1);
  });

  it('sees a cycle between two folders deep inside one tree, and none between the trees or with a parent', () => {
    const nested = nestedFolderGraph([
      ['web/src/features/admin/components/search-box.tsx', 'web/src/features/admin/money/filter-field.tsx'],
      ['web/src/features/admin/money/payments/page.tsx', 'web/src/features/admin/components/data-table.tsx'],
      ['agent/turns/run-agent-turn.ts', 'api/services/bookings/quota.ts'],
      ['agent/nlu/match/tagger.ts', 'agent/nlu/types.ts'],
    ]);
    expect([...nested.keys()]).toEqual(['web/src/features/admin/components', 'web/src/features/admin/money']);
    expect(cycles(nested)).toEqual([
      'web/src/features/admin/components → web/src/features/admin/money → web/src/features/admin/components (web/src/features/admin/money/payments/page.tsx)',
    ]);
  });
});
