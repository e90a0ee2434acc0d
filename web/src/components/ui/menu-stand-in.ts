import { Monitor, Moon, Sun } from 'lucide-react';
import { useEffect } from 'react';

/** The theme icons, shared by the stand-in button and the live menu. */
export const themeIcons = { light: Sun, dark: Moon, system: Monitor } as const;

/** The stand-in button (header-menus.tsx) that had the focus when its live menu replaced it. */
let focusedStandIn: string | undefined;

export function standInFocused(testId: string | undefined) {
  focusedStandIn = testId;
}

/** The live menu's trigger takes over the focus its stand-in had. */
export function useTakeOverFocus(testId: string, trigger: { current: HTMLElement | null }) {
  useEffect(() => {
    if (focusedStandIn !== testId || document.activeElement !== document.body) return;
    focusedStandIn = undefined;
    trigger.current?.focus();
  }, [testId, trigger]);
}
