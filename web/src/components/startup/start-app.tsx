import i18next from 'i18next';
import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { clearCachesAndReload, recordInitError } from '../../lib/startup/init-error.ts';
import {
  checkIds,
  runChecks,
  type CheckId,
  type CheckStatus,
  type CheckStatuses,
  type ChecksOutcome,
} from '../../lib/startup/startup-checks.ts';
import { startupText } from '../../lib/startup/startup-text.ts';
import { ErrorScreen, FailedScreen, LoadingScreen } from './startup-screens.tsx';

/** A start quicker than this shows no start-up screen at all. */
const showLoadingAfterMs = 400;
/** Spec §9: the loading screen admits a slow start after 15 s. */
const slowAfterMs = 15_000;

type Screen = 'none' | 'loading' | 'failed' | 'error' | 'app';

/** A prerendered page the visitor can read is already on screen (an English one stays hidden from Hindi and Tamil visitors). */
function showsPrerenderedPage(container: HTMLElement): boolean {
  const page = container.querySelector('[data-prerendered]');
  return page !== null && getComputedStyle(page).visibility !== 'hidden';
}

/**
 * Starts the app: runs the start-up checks (database connection, language system, theme system),
 * retries failed ones once (spec §8), then renders the app. A quick start shows no start-up screen
 * (HTML already in the container, such as a prerendered page, stays until the app replaces it); a
 * slow one shows 'Loading BookMitra'; failed checks show the checklist with Retry; an unexpected
 * error shows 'App Loading Error' with its id, its details kept in session storage.
 */
export async function startApp(
  container: HTMLElement,
  renderApp: () => ReactNode,
  loadRoute: () => Promise<unknown> = () => Promise.resolve(),
) {
  const root = createRoot(container);
  const text = startupText();
  const slowAt = Date.now() + slowAfterMs;
  const state = {
    screen: 'none' as Screen,
    statuses: { database: 'pending', language: 'pending', theme: 'pending' } as CheckStatuses,
    retries: 0,
    retrying: false,
    errorId: '',
  };

  const showApp = () => {
    if (state.screen === 'app') return;
    state.screen = 'app';
    // After Continue Anyway with the language still missing, the page is in English: say so.
    if (i18next.isInitialized) document.documentElement.lang = i18next.language;
    // A transition: React renders in slices of a few milliseconds instead of one long task, so a
    // phone stays responsive while a prerendered page on screen is swapped for the live one.
    startTransition(() => root.render(renderApp()));
  };
  const paint = () => {
    const { statuses, retries, retrying, errorId } = state;
    if (state.screen === 'loading')
      root.render(<LoadingScreen text={text} statuses={{ ...statuses }} slowAt={slowAt} onContinue={showApp} />);
    if (state.screen === 'failed')
      root.render(
        <FailedScreen
          text={text}
          statuses={{ ...statuses }}
          retries={retries}
          retrying={retrying}
          onRetry={() => void retry()}
          onContinue={showApp}
        />,
      );
    if (state.screen === 'error')
      root.render(
        <ErrorScreen
          text={text}
          errorId={errorId}
          onForceReload={() => location.reload()}
          onClearCache={() => void clearCachesAndReload()}
        />,
      );
  };
  const report = (id: CheckId, status: CheckStatus) => {
    state.statuses[id] = status;
    paint();
  };
  const settle = (outcome: ChecksOutcome) => {
    if (state.screen === 'app') return;
    if (outcome.fatal !== undefined) {
      state.errorId = recordInitError(outcome.fatal);
      state.screen = 'error';
    } else if (outcome.failed.length > 0) {
      state.screen = 'failed';
    } else {
      showApp();
      return;
    }
    paint();
  };
  const retry = async () => {
    state.retries += 1;
    state.retrying = true;
    const outcome = await runChecks(
      checkIds.filter((id) => state.statuses[id] === 'failed'),
      report,
    );
    state.retrying = false;
    settle(outcome);
  };

  const loadingTimer = setTimeout(
    () => {
      if (state.screen !== 'none') return;
      state.screen = 'loading';
      paint();
    },
    showsPrerenderedPage(container) ? slowAfterMs : showLoadingAfterMs,
  );
  // The page's route chunk loads meanwhile (started once the checks have set the language system
  // up); the app renders only once it is in.
  const checks = runChecks(checkIds, report);
  const [first] = await Promise.all([checks, loadRoute().catch(() => undefined)]);
  const outcome = first.failed.length > 0 ? await runChecks(first.failed, report) : first;
  clearTimeout(loadingTimer);
  settle(outcome);
}
