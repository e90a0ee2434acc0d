import { readdirSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import n from 'eslint-plugin-n';
import reactHooks from 'eslint-plugin-react-hooks';
import unicorn from 'eslint-plugin-unicorn';
import tseslint from 'typescript-eslint';

/** The web app's features (web/src/features/<feature>/): each one's public face is its index.ts. */
const webFeatures = readdirSync(fileURLToPath(new URL('web/src/features', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The web app's shell, above the features: the layouts, the file routes and the entry points. */
const webShell = ['./web/src/app', './web/src/routes', './web/src/main.tsx', './web/src/prerender.tsx'];

/** The API's composition root and HTTP wiring: nothing below the routes imports these. */
const apiRoot = ['./api/app.ts', './api/bootstrap.ts', './api/server.ts', './api/web-assets.ts', './api/cli'];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      '.data/',
      'coverage/',
      'test-results/',
      'db/migrations/',
      'web/src/route-tree.gen.ts',
      'web/dist/',
      'tests/browser/screenshots/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX, n, unicorn },
    // import-x reads TypeScript modules too (no-cycle follows their imports).
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js'], 'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'unicorn/filename-case': ['error', { case: 'kebabCase' }],
      'n/no-process-env': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The layer map (README "Architecture"): each layer imports only the ones below it. The
      // composition root (app, bootstrap, server, CLIs) may import anything.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './db', from: ['./api', './agent', './web'], message: 'db depends on nothing above it' },
            {
              target: './db/contract',
              from: './db',
              except: ['./contract'],
              message: 'the shared contract is pure: every layer and the web app import it, so it imports no schema, client or query',
            },
            {
              target: './api/core',
              from: ['./api/services', './api/routes', './api/middleware', './api/http', './agent', ...apiRoot],
              message: 'the kernel imports nothing above it (only db types)',
            },
            {
              target: './api/services',
              from: ['./api/routes', './api/middleware', './api/http', './agent', ...apiRoot],
              message: 'domain services never see HTTP or the agent',
            },
            {
              target: './agent',
              from: ['./api/routes', './api/middleware', './api/http', ...apiRoot, './web'],
              message: 'the agent uses domain services, never the HTTP layer',
            },
            // The web app imports one way, shared → features → app (bulletproof-react): shared code
            // (components/, lib/, server-state/) imports no feature and nothing of the app shell (app/,
            // the file routes, the entry points); a feature imports shared code and other features, never the shell.
            {
              target: ['./web/src/components', './web/src/lib', './web/src/server-state'],
              from: ['./web/src/features', ...webShell],
              message: 'shared web code (components, lib, server-state) imports no feature and nothing of the app shell',
            },
            { target: './web/src/features', from: webShell, message: 'a feature never imports the app shell (app/, routes/)' },
            // lib/ is the bottom (the API client, formats, hooks); server state is data, not UI.
            {
              target: './web/src/lib',
              from: ['./web/src/components', './web/src/server-state'],
              message: 'lib/ imports no other folder of the web app',
            },
            { target: './web/src/server-state', from: './web/src/components', message: 'server state imports lib/ only' },
            // docs/decisions/0002: hand-written SQL (db/queries) is a service's tool; routes and the agent reach
            // data only through a service, so each query has one caller that owns its rules.
            {
              target: ['./api/routes', './agent'],
              from: './db/queries',
              message: 'routes and the agent reach db/queries only through a domain service',
            },
            // A feature uses another feature only through that feature's index.ts; what several share
            // otherwise lives in web/src/components, web/src/lib or web/src/server-state.
            ...webFeatures.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`, ...webFeatures.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
              message:
                'a feature imports another feature only through its index.ts (shared code goes to components/, lib/ or server-state/)',
            })),
          ],
        },
      ],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    // The shared contract runs in the browser too: no database driver, ORM or Node module.
    files: ['db/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(node:|drizzle-orm|drizzle-kit|pg$|@electric-sql/|@neondatabase/)',
              message: 'db/contract is pure: the web app bundles it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Where env may be read, and where a tool demands a default export.
    files: ['api/core/env.ts', 'tests/**', 'db/drizzle.config.ts', '*.config.*', 'scripts/**', '.ci/**'],
    rules: { 'n/no-process-env': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    // The web app: hooks rules; TanStack Router names its route files (__root, _authed, $providerId).
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The server reaches the web app as types only (erased at build), plus the pure shared contract
      // (db/contract: the category list, IST dates, phone and UPI forms). The server is two or more folders up;
      // so may be a feature's own `api/` folder (from its components' subfolders), whose modules are named
      // `<feature>-queries.ts` or `<feature>-api.ts`, unlike the server's.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(\.\./){2,}(api|agent|db)/(?!(?<=db/)contract/[\w-]+\.ts$)(?!(?<=api/)[\w-]+-(?:queries|api)\.ts$)`,
              allowTypeImports: true,
              message: 'The web app imports the server as types only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/routes/**'],
    rules: { 'unicorn/filename-case': 'off' },
  },
  {
    files: ['web/vite.config.ts'],
    rules: { 'n/no-process-env': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
