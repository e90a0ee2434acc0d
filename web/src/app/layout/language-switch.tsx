import { Languages } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { changeLanguage, languages, type LanguageCode } from '../../lib/i18n.ts';
import { useSession } from '../../lib/use-session.ts';
import { useTakeOverFocus } from '../../components/ui/menu-stand-in.ts';
import { buttonClass, menuContentClass, menuItemClass } from '../../components/ui/ui.ts';

/** Loaded after the first render (header-menus.tsx). */
export function LanguageSwitch({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t, i18n } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  useTakeOverFocus('language-switch', trigger);
  const { user } = useSession();
  const current = languages.find((language) => language.code === i18n.language) ?? languages[0];
  const choose = (code: LanguageCode) => {
    void changeLanguage(code);
    // Reminders and WhatsApp replies use the profile's language; losing this write only affects those.
    if (user) api.updateProfile({ locale: code }).catch(() => undefined);
  };
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        ref={trigger}
        className={buttonClass('ghost', 'sm')}
        aria-label={`${t('language.label')}: ${current.label}`}
        data-testid="language-switch"
      >
        <Languages aria-hidden="true" className="h-4 w-4" />
        <span className="hidden sm:inline">{current.label}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContentClass}>
          <DropdownMenu.RadioGroup value={current.code} onValueChange={(code) => choose(code as LanguageCode)}>
            {languages.map((language) => (
              <DropdownMenu.RadioItem key={language.code} value={language.code} lang={language.code} className={menuItemClass}>
                <span className="w-4" aria-hidden="true">
                  {language.code === current.code ? '✓' : ''}
                </span>
                {language.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
