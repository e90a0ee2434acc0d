import { useEffect, useState } from 'react';

/** setTimeout's longest delay; a later instant is checked again when it fires. */
const longestDelayMs = 2_147_483_647;

/**
 * Whether the device's clock has reached `iso` (like the rest of the web's "now"), turning true by
 * itself when that instant comes while the page is open.
 */
export function useTimeReached(iso: string): boolean {
  const at = Date.parse(iso);
  const [now, setNow] = useState(() => Date.now());
  const reached = now >= at;
  useEffect(() => {
    if (reached) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, at - Date.now()), longestDelayMs));
    return () => clearTimeout(timer);
  }, [at, reached, now]);
  return reached;
}
