import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import n from 'eslint-plugin-n';
import reactHooks from 'eslint-plugin-react-hooks';
import unicorn from 'eslint-plugin-unicorn';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.data/', 'coverage/', 'test-results/', 'db/migrations/', 'web/src/route-tree.gen.ts', 'web/dist/', 'tests/browser/screenshots/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX, n, unicorn },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'unicorn/filename-case': ['error', { case: 'kebabCase' }],
      'n/no-process-env': 'error',
      'import-x/no-cycle': 'off',
      // Layers call downward only (STYLE rule 1).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './db', from: ['./api', './agent', './web'], message: 'db depends on nothing above it' },
            // Tools wrap the domain services (DESIGN §1); HTTP stays above them.
            { target: './agent', from: ['./api/routes', './api/middleware', './api/http/validate.ts', './api/app.ts', './api/bootstrap.ts', './api/server.ts', './web'], message: 'agent uses domain services, never the HTTP layer' },
            { target: './web', from: ['./db', './agent'], message: 'web gets data through the API' },
          ],
        },
      ],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    // Where env may be read, and where a tool demands a default export.
    files: ['api/env.ts', 'tests/**', 'db/drizzle.config.ts', '*.config.*', 'scripts/**', '.ci/**'],
    rules: { 'n/no-process-env': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    // The web app: hooks rules; TanStack Router names its route files (__root, _authed, $providerId).
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
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
