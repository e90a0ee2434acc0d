import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the web app once per run, so the server under test never serves a stale bundle. */
export default function setup() {
  // vitest sets NODE_ENV=test, which would make vite bundle React's development build.
  execFileSync('npm', ['run', '--silent', 'build', '--', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
