import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Spec §2: the sidebar's state is kept in a cookie for 7 days; below 768 px it is a drawer. */
export const sidebarCookie = 'sidebar_state';
const cookieMaxAgeSeconds = 60 * 60 * 24 * 7;
const mobileQuery = '(max-width: 767px)';

function readExpanded(): boolean {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${sidebarCookie}=`));
  return match ? match.slice(sidebarCookie.length + 1) !== 'false' : true;
}

function useIsMobile(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(mobileQuery);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(mobileQuery).matches,
  );
}

/** Expanded or collapsed on a desktop, open or closed on a phone; Ctrl/Cmd+B toggles whichever applies. */
export function useSidebar() {
  const [expanded, setExpandedState] = useState(readExpanded);
  const [mobileOpen, setMobileOpen] = useState(false);
  const isMobile = useIsMobile();
  const setExpanded = useCallback((value: boolean) => {
    setExpandedState(value);
    document.cookie = `${sidebarCookie}=${value}; path=/; max-age=${cookieMaxAgeSeconds}; samesite=lax`;
  }, []);
  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((open) => !open);
    else setExpanded(!expanded);
  }, [expanded, isMobile, setExpanded]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);
  return { expanded, isMobile, mobileOpen, setMobileOpen, toggle };
}

export type SidebarState = ReturnType<typeof useSidebar>;
