import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarCheck, CheckCircle2, Search, ShieldCheck, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { categoriesQuery } from './api/catalog-queries.ts';
import { AdminSetupSection } from './components/admin-setup-section.tsx';
import { CategoryIcon } from './components/category-icon.tsx';
import { WrongRoleNotice } from './components/wrong-role-notice.tsx';
import { buttonBase, buttonClass, cardClass } from '../../components/ui/ui.ts';
import { categoryIds } from '../../lib/api-types.ts';
import { useSession } from '../../lib/use-session.ts';

/** The marketing figures of spec §1. */
const figures = [
  { value: '10,000+', label: 'landing.figureProfessionals' },
  { value: '50+', label: 'landing.figureCategories' },
  { value: '1M+', label: 'landing.figureUsers' },
  { value: '4.8★', label: 'landing.figureRating' },
  { value: '500+', label: 'landing.figurePerCity' },
] as const;

const steps = [
  { title: 'landing.stepFind', body: 'landing.stepFindBody', icon: Search },
  { title: 'landing.stepBook', body: 'landing.stepBookBody', icon: CalendarCheck },
  { title: 'landing.stepConfirm', body: 'landing.stepConfirmBody', icon: CheckCircle2 },
] as const;

function CategoryGrid() {
  const { t } = useTranslation();
  const { data } = useQuery(categoriesQuery());
  const counts = new Map(data?.map((category) => [category.id, category.providerCount]));
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="categories-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('landing.categoriesTitle')}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t('landing.categoriesSubtitle')}</p>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {categoryIds.map((id) => (
          <li key={id}>
            <Link
              to="/providers"
              search={{ category: id }}
              data-testid={`category-${id}`}
              className={`${cardClass} group flex h-full flex-col items-start gap-3 p-3 transition sm:p-4 hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md dark:hover:border-brand-700`}
            >
              <span className="rounded-xl bg-brand-50 p-2.5 text-brand-700 group-hover:bg-brand-100 dark:bg-brand-900/40 dark:text-brand-300">
                <CategoryIcon category={id} className="h-6 w-6" />
              </span>
              {/* Tamil names run long ("உளவியலாளர்கள்"): a smaller size on phones, and a break rather than a spill. */}
              <span className="max-w-full text-sm font-semibold [overflow-wrap:anywhere] sm:text-base">{t(`categories.${id}`)}</span>
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {counts.has(id) ? t('landing.providerCount', { count: counts.get(id) ?? 0 }) : '\u00a0'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LandingPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <>
      <WrongRoleNotice />
      {user?.role === 'admin' && (
        <div className="border-b border-amber-200 bg-amber-50 dark:border-amber-900 dark:bg-amber-950/50">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3 text-sm">
            <ShieldCheck aria-hidden="true" className="h-5 w-5 text-amber-700 dark:text-amber-300" />
            <strong>{t('landing.adminAccess')}</strong>
            <span className="text-slate-700 dark:text-slate-300">{t('landing.adminAccessBody')}</span>
            <span className="ml-auto flex gap-2">
              <Link to={'/admin/dashboard' as '/'} className={buttonClass('outline', 'sm')}>
                {t('landing.adminDashboard')}
              </Link>
              <Link to={'/admin/users' as '/'} className={buttonClass('outline', 'sm')}>
                {t('landing.adminUsers')}
              </Link>
            </span>
          </div>
        </div>
      )}
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-slate-50 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-6xl px-4 pb-14 pt-12 sm:pt-20">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-100 dark:bg-slate-900 dark:text-brand-200 dark:ring-brand-900">
            <ShieldCheck aria-hidden="true" className="h-4 w-4" />
            {t('landing.eyebrow')}
          </p>
          <h1 className="mt-5 max-w-3xl text-4xl font-bold leading-tight tracking-tight sm:text-6xl">{t('landing.headline')}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-700 dark:text-slate-300">{t('landing.subhead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/providers" className={buttonClass('primary', 'lg')} data-testid="book-now">
              {t('landing.bookNow')}
            </Link>
            {!user && (
              <Link to="/signup" className={buttonClass('outline', 'lg')}>
                {t('landing.signUp')}
              </Link>
            )}
          </div>
          <dl className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-5">
            {figures.map((figure) => (
              <div
                key={figure.label}
                className="rounded-2xl bg-white/80 p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900/80 dark:ring-slate-800"
              >
                <dt className="text-sm text-slate-600 dark:text-slate-400">{t(figure.label)}</dt>
                <dd className="mt-1 flex items-center gap-1 text-2xl font-bold text-slate-900 dark:text-white">
                  {figure.value.endsWith('★') ? (
                    <>
                      {figure.value.slice(0, -1)}
                      <Star aria-hidden="true" className="h-5 w-5 fill-saffron-500 text-saffron-500" />
                    </>
                  ) : (
                    figure.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <CategoryGrid />
      <section aria-labelledby="how-title" className="bg-white py-14 dark:bg-slate-900">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="how-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('landing.howTitle')}
          </h2>
          <ol className="mt-8 grid gap-4 sm:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white dark:bg-brand-500 dark:text-slate-950">
                  {index + 1}
                </span>
                <h3 className="mt-4 flex items-center gap-2 text-lg font-semibold">
                  <step.icon aria-hidden="true" className="h-5 w-5 text-brand-700 dark:text-brand-300" />
                  {t(step.title)}
                </h3>
                <p className="mt-1 text-slate-600 dark:text-slate-400">{t(step.body)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <AdminSetupSection />
      <section className="mx-auto max-w-6xl px-4 py-14">
        <div className="rounded-3xl bg-brand-800 px-6 py-10 text-white sm:px-12 dark:bg-brand-900">
          <h2 className="text-2xl font-bold sm:text-3xl">{t('landing.providerCtaTitle')}</h2>
          <p className="mt-3 max-w-2xl text-brand-50">{t('landing.providerCtaBody')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/become-provider" className={`${buttonBase} h-12 bg-white px-6 text-base text-brand-900 hover:bg-brand-50`}>
              {t('landing.joinNow')}
            </Link>
            <Link to="/become-provider" className={`${buttonBase} h-12 px-6 text-base text-white hover:bg-white/10`}>
              {t('landing.learnMore')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
