import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api } from '../../../../lib/api.ts';
import { changeLanguage, languages, type LanguageCode } from '../../../../lib/i18n.ts';
import { notifyError } from '../../../../lib/notify-error.ts';
import { SettingsSection } from './settings-section.tsx';

/** The language preference: the app switches at once, and the profile keeps it for Mitra and messages. */
export function LanguageCard() {
  const { t, i18n } = useTranslation('settings');
  const choose = async (code: LanguageCode) => {
    await changeLanguage(code);
    try {
      await api.updateProfile({ locale: code });
      toast.success(t('language.saved'));
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <SettingsSection id="language" title={t('language.title')} hint={t('language.hint')}>
      <fieldset>
        <legend className="sr-only">{t('language.label')}</legend>
        <div className="flex flex-wrap gap-2">
          {languages.map((language) => (
            <label
              key={language.code}
              lang={language.code}
              className="flex cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-4 py-2 text-sm font-medium has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:has-[:checked]:bg-brand-900/40"
            >
              <input
                type="radio"
                name="language"
                value={language.code}
                checked={i18n.language === language.code}
                onChange={() => void choose(language.code)}
                className="accent-brand-700"
              />
              {language.label}
            </label>
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  );
}
