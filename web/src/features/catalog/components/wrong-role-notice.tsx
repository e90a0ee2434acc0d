import { Link, useSearch } from '@tanstack/react-router';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Why a signed-in user was sent here from a page of another role (issue 24): a client who opened a
 * provider page is told so and offered the way to become one, instead of landing here without a word.
 */
export function WrongRoleNotice() {
  const { t } = useTranslation();
  const { notFor } = useSearch({ strict: false });
  if (notFor !== 'provider') return null;
  return (
    <div role="status" data-testid="wrong-role-notice" className="border-b border-sky-200 bg-sky-50 dark:border-sky-900 dark:bg-sky-950/50">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
        <Info aria-hidden="true" className="h-5 w-5 flex-none text-sky-700 dark:text-sky-300" />
        <span>{t('wrongRole.forProviders')}</span>
        <Link to="/become-provider" className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300">
          {t('wrongRole.becomeProvider')}
        </Link>
      </p>
    </div>
  );
}
