import { Link } from '@tanstack/react-router';
import { CheckCircle2, Lock, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, cardClass } from '../../../components/ui/ui.ts';

const benefits = [
  { title: 'auth.promoInstant', body: 'auth.promoInstantBody', icon: Zap },
  { title: 'auth.promoSecure', body: 'auth.promoSecureBody', icon: Lock },
  { title: 'auth.promoEasy', body: 'auth.promoEasyBody', icon: CheckCircle2 },
] as const;

/**
 * The two-column frame of the auth screens: the form and the sign-up promo card (spec §2). The promo's
 * links keep `redirect`, the page to go back to (a booking in progress, issue 24).
 */
export function AuthCard({
  title,
  subtitle,
  redirect,
  children,
}: {
  title: string;
  subtitle: string;
  redirect?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:grid-cols-2 md:py-16">
      <div className={`${cardClass} p-6 sm:p-8`}>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{subtitle}</p>
        <div className="mt-6">{children}</div>
      </div>
      {/* On phones the promo follows the form; its buttons lead to the sign-up form (spec §2). */}
      <aside className="rounded-2xl bg-brand-800 p-6 text-white sm:p-8 dark:bg-brand-900" data-testid="signup-promo">
        <h2 className="text-xl font-bold">{t('auth.promoTitle')}</h2>
        <ul className="mt-6 space-y-5">
          {benefits.map(({ title: benefitTitle, body, icon: Icon }) => (
            <li key={benefitTitle} className="flex gap-3">
              <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 flex-none text-brand-200" />
              <div>
                <p className="font-semibold">{t(benefitTitle)}</p>
                <p className="text-sm text-brand-50">{t(body)}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/signup" search={{ redirect }} hash="signup-form" className={buttonClass('secondary', 'md')}>
            {t('auth.promoSignUp')}
          </Link>
          <Link
            to="/signup"
            search={{ redirect }}
            hash="signup-form"
            className={buttonClass(
              'ghost',
              'md',
              'text-white ring-1 ring-white/60 hover:bg-white/10 dark:text-white dark:hover:bg-white/10',
            )}
          >
            {t('auth.promoStart')}
          </Link>
        </div>
      </aside>
    </div>
  );
}
