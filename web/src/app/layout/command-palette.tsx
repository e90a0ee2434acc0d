import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Command } from 'cmdk';
import { Briefcase, CalendarDays, Home, LayoutDashboard, Search, Stethoscope, User } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchQuery } from '../../features/catalog/index.ts';

/** Spec §9 palette constants. */
const minQueryLength = 2;
const debounceMs = 250;
const resultLimit = 8;

/**
 * Spec §2: the Navigate group has six entries (the spec does not name them): the public pages a
 * visitor searches from, and the signed-in pages every client uses. The rest are one click away
 * in the user menu.
 */
const navigateEntries = [
  { to: '/home', label: 'nav.home', icon: Home },
  { to: '/providers', label: 'nav.providers', icon: Search },
  { to: '/services', label: 'nav.services', icon: Briefcase },
  { to: '/bookings', label: 'nav.myBookings', icon: CalendarDays },
  { to: '/dashboard', label: 'nav.dashboard', icon: LayoutDashboard },
  { to: '/profile', label: 'nav.profile', icon: User },
] as const;

function useDebounced(value: string) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), debounceMs);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm data-[selected=true]:bg-brand-50 data-[disabled=true]:cursor-default data-[disabled=true]:opacity-60 dark:data-[selected=true]:bg-brand-900/40';
const groupClass =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-slate-600 dark:[&_[cmdk-group-heading]]:text-slate-400';

export function CommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim());
  const searching = query.length >= minQueryLength;
  // Palette errors give an empty list and "No results found." (spec §8), so no toast here.
  const { data: found = [], isFetching } = useQuery({ ...searchQuery(query, resultLimit), enabled: searching });
  // Honest search: alternatives (another city, another kind) are listed apart and are not items, so Enter never opens one.
  const hits = found.filter((hit) => !hit.alternative);
  const alternatives = (['other_city', 'other_specialty'] as const)
    .map((reason) => ({ reason, hits: found.filter((hit) => hit.alternative === reason) }))
    .filter((group) => group.hits.length > 0);
  // When results arrive, the best one is selected, so Enter takes it (cmdk keeps the old pick otherwise).
  const [selected, setSelected] = useState('');
  const firstHit = hits[0] ? `${hits[0].kind}-${hits[0].id}` : 'nav-/home';
  useEffect(() => setSelected(firstHit), [firstHit]);
  const go = (to: string, search?: Record<string, string>) => {
    onOpenChange(false);
    setText('');
    void navigate({ to: to as '/', search: search as never });
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          className="fixed left-1/2 top-[12vh] z-50 w-[min(40rem,calc(100vw-1.5rem))] -translate-x-1/2 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl dark:border-slate-700 dark:bg-slate-900"
          aria-describedby={undefined}
        >
          <Dialog.Title className="sr-only">{t('palette.open')}</Dialog.Title>
          <Command
            shouldFilter={false}
            value={selected}
            onValueChange={setSelected}
            label={t('palette.open')}
            className="text-slate-900 dark:text-slate-100"
          >
            <div className="flex items-center gap-2 border-b border-slate-200 px-4 dark:border-slate-700">
              <Search aria-hidden="true" className="h-5 w-5 text-slate-500" />
              <Command.Input
                value={text}
                onValueChange={setText}
                placeholder={t('palette.placeholder')}
                className="h-14 w-full bg-transparent text-base outline-none placeholder:text-slate-500"
                data-testid="palette-input"
              />
            </div>
            <Command.List className="max-h-[60vh] overflow-y-auto p-2">
              {/* cmdk's own Empty never shows while the Navigate group is listed, so this is a plain line. */}
              {searching && !isFetching && hits.length === 0 && (
                <p role="status" className="px-3 py-6 text-center text-sm text-slate-600 dark:text-slate-400">
                  {alternatives.length > 0 ? t('palette.noMatch', { query }) : t('palette.empty')}
                </p>
              )}
              {hits.length === 0 &&
                alternatives.map((group) => (
                  <div
                    key={group.reason}
                    role="group"
                    aria-labelledby={`palette-alt-${group.reason}`}
                    data-testid={`palette-${group.reason}`}
                  >
                    <p
                      id={`palette-alt-${group.reason}`}
                      className="px-3 pb-1 pt-3 text-xs font-semibold text-slate-600 dark:text-slate-400"
                    >
                      {t(group.reason === 'other_city' ? 'palette.alternativeOtherCity' : 'palette.alternativeOtherSpecialty')}
                    </p>
                    <ul>
                      {group.hits.map((hit) => (
                        <li key={`${hit.kind}-${hit.id}`}>
                          <button
                            type="button"
                            tabIndex={-1}
                            className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm text-slate-700 hover:bg-slate-50 dark:text-slate-300 dark:hover:bg-slate-800"
                            onClick={() =>
                              hit.kind === 'provider' ? go('/providers', { q: hit.label }) : go('/services', { q: hit.label })
                            }
                          >
                            <Stethoscope aria-hidden="true" className="h-4 w-4" />
                            <span className="flex-1 truncate">{hit.label}</span>
                            <span className="text-xs">
                              {hit.kind === 'provider' ? `${hit.specialty ?? ''} · ${hit.city}` : hit.providerName}
                            </span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              {hits.length > 0 && (
                <Command.Group heading={t('palette.results')} className={groupClass}>
                  {hits.map((hit) => (
                    <Command.Item
                      key={`${hit.kind}-${hit.id}`}
                      value={`${hit.kind}-${hit.id}`}
                      className={itemClass}
                      onSelect={() => (hit.kind === 'provider' ? go('/providers', { q: hit.label }) : go('/services', { q: hit.label }))}
                    >
                      {hit.kind === 'provider' ? (
                        <Stethoscope aria-hidden="true" className="h-4 w-4" />
                      ) : (
                        <Briefcase aria-hidden="true" className="h-4 w-4" />
                      )}
                      <span className="flex-1 truncate">{hit.label}</span>
                      <span className="text-xs text-slate-600 dark:text-slate-400">
                        {hit.kind === 'provider' ? hit.city : hit.providerName}
                      </span>
                    </Command.Item>
                  ))}
                </Command.Group>
              )}
              <Command.Group heading={t('palette.navigate')} className={groupClass}>
                {navigateEntries.map(({ to, label, icon: Icon }) => (
                  <Command.Item key={to} value={`nav-${to}`} className={itemClass} onSelect={() => go(to)}>
                    <Icon aria-hidden="true" className="h-4 w-4" />
                    {t(label)}
                  </Command.Item>
                ))}
              </Command.Group>
              <Command.Group heading={t('palette.shortcuts')} className={groupClass}>
                <Command.Item disabled value="shortcut-hint" className={itemClass}>
                  {t('palette.shortcutHint')}
                </Command.Item>
              </Command.Group>
            </Command.List>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
