import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/ui.ts';
import { cn } from '../../../lib/cn.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AgentsPanel } from './agents-panel.tsx';
import { RewardsPanel } from './rewards-panel.tsx';

const tabs = ['rewards', 'agents'] as const;

/** /admin/rewards: clients' points (grant or deduct with a reason) and Mitra's conversations and misses. */
export function RewardsAgentsPage() {
  const { t } = useTranslation('admin-care');
  const [tab, setTab] = useState<(typeof tabs)[number]>('rewards');
  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader title={t('title')} description={t('description')} />
      <div role="tablist" aria-label={t('title')} className="mb-4 flex gap-2">
        {tabs.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            onClick={() => setTab(value)}
            className={cn(buttonClass(tab === value ? 'secondary' : 'ghost', 'sm'), tab === value && 'ring-1 ring-brand-600')}
            data-testid={`care-tab-${value}`}
          >
            {t(`tabs.${value}`)}
          </button>
        ))}
      </div>
      {tab === 'rewards' ? <RewardsPanel /> : <AgentsPanel />}
    </div>
  );
}
