import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './ui.ts';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center" data-testid="not-found">
      <p className="text-6xl font-bold text-brand-700 dark:text-brand-400">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t('errors.notFoundTitle')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t('errors.notFoundBody')}</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-6')}>
        {t('errors.goHome')}
      </Link>
    </div>
  );
}
