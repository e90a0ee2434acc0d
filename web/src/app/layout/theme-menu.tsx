import { Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { themes, useTheme, type Theme } from '../../lib/theme.ts';
import { themeIcons as icons, useTakeOverFocus } from '../../components/ui/menu-stand-in.ts';
import { buttonClass, menuContentClass, menuItemClass } from '../../components/ui/ui.ts';

/** Loaded after the first render (header-menus.tsx). */
export function ThemeMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  const trigger = useRef<HTMLButtonElement>(null);
  useTakeOverFocus('theme-menu', trigger);
  const Icon = icons[theme];
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} className={buttonClass('ghost', 'icon')} aria-label={t('theme.label')} data-testid="theme-menu">
        <Icon aria-hidden="true" className="h-5 w-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContentClass}>
          <DropdownMenu.RadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
            {themes.map((option) => {
              const OptionIcon = icons[option];
              return (
                <DropdownMenu.RadioItem
                  key={option}
                  value={option}
                  className={`${menuItemClass} data-[state=checked]:font-semibold`}
                  data-testid={`theme-${option}`}
                >
                  <OptionIcon aria-hidden="true" className="h-4 w-4" />
                  {t(`theme.${option}`)}
                  {/* The current choice is marked for the eye too, not only by aria-checked. */}
                  <DropdownMenu.ItemIndicator className="ml-auto" data-testid={`theme-${option}-mark`}>
                    <Check aria-hidden="true" className="h-4 w-4 text-brand-700 dark:text-brand-300" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
