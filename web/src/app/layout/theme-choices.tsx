import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { themes, useTheme } from '../../lib/theme.ts';
import { themeIcons as icons } from '../../components/ui/menu-stand-in.ts';

/** The same choice as three buttons, for the mobile menu. */
export function ThemeChoices() {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  return (
    <div
      role="group"
      aria-label={t('theme.label')}
      className="mt-3 grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1 sm:hidden dark:bg-slate-900"
    >
      {themes.map((option) => {
        const Icon = icons[option];
        return (
          <button
            key={option}
            type="button"
            aria-pressed={theme === option}
            onClick={() => setTheme(option)}
            className={cn(
              'flex items-center justify-center gap-1.5 rounded-lg py-2 text-sm font-medium',
              theme === option ? 'bg-white shadow-sm dark:bg-slate-800' : 'text-slate-600 dark:text-slate-400',
            )}
          >
            <Icon aria-hidden="true" className="h-4 w-4" />
            {t(`theme.${option}`)}
          </button>
        );
      })}
    </div>
  );
}
