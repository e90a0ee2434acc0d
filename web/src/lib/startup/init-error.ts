/** Spec §8: start-up failure details are kept in session storage under this key. */
export const initErrorKey = 'app_init_error';

/** Keeps what support needs to find the failure (message, stack, time, browser, page); returns its id. */
export function recordInitError(error: unknown): string {
  const id = crypto.randomUUID().slice(0, 8).toUpperCase();
  const failure = error instanceof Error ? error : new Error(String(error));
  try {
    sessionStorage.setItem(
      initErrorKey,
      JSON.stringify({
        id,
        message: failure.message,
        stack: failure.stack ?? null,
        timestamp: new Date().toISOString(),
        userAgent: navigator.userAgent,
        url: location.href,
      }),
    );
  } catch {
    // Storage blocked: the id on screen is still there to quote.
  }
  return id;
}

/** "Clear Cache": drops Cache Storage and service workers (what can pin an old, broken build), then reloads. */
export async function clearCachesAndReload() {
  if ('caches' in window) await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
  const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
  await Promise.all(registrations.map((registration) => registration.unregister()));
  location.reload();
}
