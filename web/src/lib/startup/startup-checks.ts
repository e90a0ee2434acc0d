import { initI18n } from '../i18n.ts';
import { applyTheme, watchSystemTheme } from '../theme.ts';

/** The start-up checklist (spec §2): what must work before the app is shown. */
export const checkIds = ['database', 'language', 'theme'] as const;
export type CheckId = (typeof checkIds)[number];
export type CheckStatus = 'pending' | 'ok' | 'failed';
export type CheckStatuses = Record<CheckId, CheckStatus>;

/** A check that failed for a reason a retry may fix (network, server down); anything else is a bug. */
export class CheckFailed extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CheckFailed';
  }
}

const healthTimeoutMs = 10_000;

/** fetch and dynamic import() fail with TypeErrors whose wording differs per browser. */
function isLoadFailure(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  return /fetch|network|dynamically imported module|importing a module script|load module script|ChunkLoadError/i.test(message);
}

async function checkDatabase() {
  let response: Response;
  try {
    response = await fetch('/api/health', { credentials: 'omit', cache: 'no-store', signal: AbortSignal.timeout(healthTimeoutMs) });
  } catch (error) {
    throw new CheckFailed('The API did not answer', { cause: error });
  }
  const body = (await response.json().catch(() => null)) as { db?: { status?: string } } | null;
  if (!response.ok || body?.db?.status !== 'ok') throw new CheckFailed(`The database is not ready (HTTP ${response.status})`);
}

async function checkLanguage() {
  try {
    await initI18n();
  } catch (error) {
    throw isLoadFailure(error) ? new CheckFailed('The language strings did not load', { cause: error }) : error;
  }
}

let watchingTheme = false;

function checkTheme() {
  applyTheme();
  if (watchingTheme) return;
  watchSystemTheme();
  watchingTheme = true;
}

const runners: Record<CheckId, () => Promise<void> | void> = { database: checkDatabase, language: checkLanguage, theme: checkTheme };

export type ChecksOutcome = { failed: CheckId[]; fatal: unknown };

/**
 * Runs the checks in parallel and reports each as it settles. A `CheckFailed` marks its check as
 * failed (retryable); any other error is `fatal` (a bug or a broken browser: the error screen).
 */
export async function runChecks(ids: readonly CheckId[], report: (id: CheckId, status: CheckStatus) => void): Promise<ChecksOutcome> {
  const outcome: ChecksOutcome = { failed: [], fatal: undefined };
  await Promise.all(
    ids.map(async (id) => {
      report(id, 'pending');
      try {
        await runners[id]();
        report(id, 'ok');
      } catch (error) {
        report(id, 'failed');
        outcome.failed.push(id);
        if (!(error instanceof CheckFailed)) outcome.fatal ??= error;
      }
    }),
  );
  return outcome;
}
