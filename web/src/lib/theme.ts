import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark' | 'system';
export const themes: Theme[] = ['light', 'dark', 'system'];
/** Spec §9: storage key `theme`, default system, a `dark` class on the root element. */
export const themeStorageKey = 'theme';

const listeners = new Set<() => void>();
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function readTheme(): Theme {
  try {
    const stored = localStorage.getItem(themeStorageKey);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function applyTheme(theme: Theme = readTheme()) {
  const dark = theme === 'dark' || (theme === 'system' && darkQuery().matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

export function setTheme(theme: Theme) {
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Without storage the theme lasts for this page only.
  }
  applyTheme(theme);
  for (const listener of listeners) listener();
}

/** Follows the OS setting live while the choice is `system`. */
export function watchSystemTheme() {
  const query = darkQuery();
  const onChange = () => {
    if (readTheme() === 'system') applyTheme('system');
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, readTheme, () => 'system' as Theme);
  const change = useCallback((next: Theme) => setTheme(next), []);
  return [theme, change] as const;
}
