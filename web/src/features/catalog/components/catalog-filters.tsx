import { Link } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryIds, type CategoryId } from '../../../lib/api-types.ts';
import { cities } from '../../../lib/cities.ts';
import { buttonClass, inputClass } from '../../../components/ui/ui.ts';

export type CatalogFilterValues = { q?: string | undefined; category?: CategoryId | undefined; city?: string | undefined };

const selectClass = `${inputClass} appearance-none pr-8`;

function readFilters(form: HTMLFormElement): CatalogFilterValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim() || undefined;
  const category = text('category');
  return { q: text('q'), category: categoryIds.find((id) => id === category), city: text('city') };
}

type Props = {
  idPrefix: string;
  searchLabel: string;
  placeholder: string;
  values: CatalogFilterValues;
  onSearch: (values: CatalogFilterValues) => void;
};

/** The search box with category and city, as the providers and services pages share it. */
export function CatalogFilters({ idPrefix, searchLabel, placeholder, values, onSearch }: Props) {
  const { t } = useTranslation();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(readFilters(event.currentTarget));
  };
  return (
    <form role="search" onSubmit={onSubmit} className="mt-6 grid gap-3 md:grid-cols-[1fr_12rem_12rem_auto]" key={JSON.stringify(values)}>
      <div className="relative">
        <label htmlFor={`${idPrefix}-search`} className="sr-only">
          {searchLabel}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-3 h-5 w-5 text-slate-500" />
        <input
          id={`${idPrefix}-search`}
          name="q"
          type="search"
          defaultValue={values.q ?? ''}
          placeholder={placeholder}
          className={`${inputClass} pl-10`}
          data-testid={`${idPrefix}-search`}
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-category`} className="sr-only">
          {t('providers.category')}
        </label>
        <select id={`${idPrefix}-category`} name="category" defaultValue={values.category ?? ''} className={selectClass}>
          <option value="">{t('providers.allCategories')}</option>
          {categoryIds.map((id) => (
            <option key={id} value={id}>
              {t(`categories.${id}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-city`} className="sr-only">
          {t('providers.city')}
        </label>
        <select id={`${idPrefix}-city`} name="city" defaultValue={values.city ?? ''} className={selectClass}>
          <option value="">{t('providers.allCities')}</option>
          {cities.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass('primary', 'md', 'h-11')} data-testid={`${idPrefix}-search-submit`}>
        {t('providers.searchButton')}
      </button>
    </form>
  );
}

/** Previous / page n of m / next, as links that keep the other search parameters. */
export function Pager({ from, page, pages }: { from: '/providers/' | '/services/'; page: number; pages: number }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('providers.page', { page, pages })} className="mt-8 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link from={from} to="." search={(prev) => ({ ...prev, page: page - 1 })} className={buttonClass('outline', 'sm')}>
          {t('providers.previous')}
        </Link>
      ) : null}
      <span className="text-sm text-slate-600 dark:text-slate-400">{t('providers.page', { page, pages })}</span>
      {page < pages ? (
        <Link from={from} to="." search={(prev) => ({ ...prev, page: page + 1 })} className={buttonClass('outline', 'sm')}>
          {t('providers.next')}
        </Link>
      ) : null}
    </nav>
  );
}

/** The empty state of a catalogue list: what happened and what to try. */
export function EmptyResults({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="mt-10 rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{hint}</p>
    </div>
  );
}
