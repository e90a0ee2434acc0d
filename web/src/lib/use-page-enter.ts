import { useState } from 'react';

/**
 * The class of the page-enter fade for the page at `pathname`: it plays after a navigation only.
 * The first page is already on screen (prerendered, or painted as the app starts); fading it in
 * again would hide it for a moment and delay its largest paint.
 */
export function usePageEnterClass(pathname: string) {
  const [firstPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  // Once the visitor has moved, every page fades in, the first one too when they come back to it.
  if (!navigated && pathname !== firstPath) setNavigated(true);
  return navigated || pathname !== firstPath ? 'page-enter' : '';
}
