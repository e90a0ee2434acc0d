import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { buttonClass, cardClass } from '../../components/ui/ui.ts';
import { cn } from '../../lib/cn.ts';
import { formatIstDateTime, formatPhoneDisplay } from '../../lib/format.ts';
import { notifyError } from '../../lib/notify-error.ts';
import { myComplaintsQuery, supportContactQuery } from './api/complaints-api.ts';
import { ComplaintStatus } from './components/complaint-status.tsx';
import { ComplaintThread } from './components/complaint-thread.tsx';

/** /complaints: the client's complaints, newest first; each opens to its conversation and a reply box. */
export function ComplaintsPage() {
  const { t, i18n } = useTranslation();
  const { data, isPending, error } = useQuery(myComplaintsQuery);
  const [openId, setOpenId] = useState<string | null>(null);
  const { data: contact } = useQuery(supportContactQuery);
  useEffect(() => {
    if (error) notifyError(error);
  }, [error]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('complaints.title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('complaints.subtitle')}</p>
      {contact && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="support-contact">
          {t('complaints.contact')}{' '}
          <a href={`mailto:${contact.email}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {contact.email}
          </a>{' '}
          ·{' '}
          <a href={`tel:${contact.phone}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {formatPhoneDisplay(contact.phone)}
          </a>
        </p>
      )}
      <div className="mt-6">
        {isPending ? (
          <Spinner />
        ) : !data || data.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
            <p className="font-semibold">{t('complaints.empty')}</p>
            <Link to="/bookings" className={buttonClass('primary', 'md', 'mt-4')}>
              {t('complaints.toBookings')}
            </Link>
          </div>
        ) : (
          <ul className="space-y-3">
            {data.map((complaint) => {
              const open = openId === complaint.id;
              return (
                <li key={complaint.id} className={`${cardClass} p-4 sm:p-5`} data-testid="complaint-item">
                  <button
                    type="button"
                    className="flex w-full items-start gap-3 text-left"
                    aria-expanded={open}
                    onClick={() => setOpenId(open ? null : complaint.id)}
                  >
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <h2 className="break-words font-semibold">{complaint.subject}</h2>
                        <ComplaintStatus status={complaint.status} />
                      </div>
                      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                        {t('complaints.meta', {
                          ref: complaint.reference,
                          when: formatIstDateTime(complaint.createdAt, i18n.language),
                          count: complaint.messageCount,
                        })}
                      </p>
                    </div>
                    <ChevronDown aria-hidden="true" className={cn('mt-1 h-5 w-5 flex-none transition-transform', open && 'rotate-180')} />
                  </button>
                  {open && <ComplaintThread id={complaint.id} />}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
