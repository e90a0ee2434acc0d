import { afterEach, vi } from 'vitest';

// An unexpected console.error is a failed test, not noise.
let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0 && !vi.isMockFunction(console.error)) {
    throw new Error(`console.error was called: ${seen.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
