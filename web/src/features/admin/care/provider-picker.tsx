import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/ui.ts';
import { FilterField, filterInputClass } from '../components/filter-field.tsx';
import { providerSearchQuery } from './care-api.ts';

type Picked = { id: string; name: string };

/** Finds a provider by name, e-mail or phone and picks one. */
export function ProviderPicker({ selected, onSelect }: { selected: Picked | null; onSelect: (provider: Picked | null) => void }) {
  const { t } = useTranslation('admin-care');
  const [q, setQ] = useState('');
  const found = useQuery(providerSearchQuery(q));
  if (selected) {
    return (
      <p className="flex flex-wrap items-center gap-3 text-sm" data-testid="picked-provider">
        <span className="font-medium">{selected.name}</span>
        <button type="button" className={buttonClass('outline', 'sm')} onClick={() => onSelect(null)}>
          {t('emergency.changeProvider')}
        </button>
      </p>
    );
  }
  return (
    <FilterField id="pause-provider" label={t('emergency.provider')}>
      <input id="pause-provider" className={filterInputClass} value={q} onChange={(event) => setQ(event.target.value)} autoComplete="off" />
      <ul className="mt-1 divide-y divide-slate-100 text-sm dark:divide-slate-800">
        {(found.data?.items ?? []).map((provider) => (
          <li key={provider.id}>
            <button
              type="button"
              className="w-full px-2 py-2 text-left hover:bg-slate-50 dark:hover:bg-slate-800"
              onClick={() => onSelect(provider)}
            >
              {provider.name} · {provider.city}
            </button>
          </li>
        ))}
      </ul>
    </FilterField>
  );
}
