import { Monitor, Moon, Sun } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { themes, useTheme, type Theme } from '../lib/theme.ts';
import { cn } from '../lib/cn.ts';
import { buttonClass, menuContentClass, menuItemClass } from './ui.ts';

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

export function ThemeMenu() {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  const Icon = icons[theme];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClass('ghost', 'icon')} aria-label={t('theme.label')} data-testid="theme-menu">
        <Icon aria-hidden="true" className="h-5 w-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContentClass}>
          <DropdownMenu.RadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
            {themes.map((option) => {
              const OptionIcon = icons[option];
              return (
                <DropdownMenu.RadioItem key={option} value={option} className={menuItemClass} data-testid={`theme-${option}`}>
                  <OptionIcon aria-hidden="true" className="h-4 w-4" />
                  {t(`theme.${option}`)}
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The same choice as three buttons, for the mobile menu. */
export function ThemeChoices() {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  return (
    <div role="group" aria-label={t('theme.label')} className="mt-3 grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1 sm:hidden dark:bg-slate-900">
      {themes.map((option) => {
        const Icon = icons[option];
        return (
          <button
            key={option}
            type="button"
            aria-pressed={theme === option}
            onClick={() => setTheme(option)}
            className={cn('flex items-center justify-center gap-1.5 rounded-lg py-2 text-sm font-medium', theme === option ? 'bg-white shadow-sm dark:bg-slate-800' : 'text-slate-600 dark:text-slate-400')}
          >
            <Icon aria-hidden="true" className="h-4 w-4" />{t(`theme.${option}`)}
          </button>
        );
      })}
    </div>
  );
}
