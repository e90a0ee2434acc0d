import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { cardClass } from '../../../../components/ui/ui.ts';
import { cn } from '../../../../lib/cn.ts';
import { formatIstDateTime } from '../../../../lib/format.ts';
import { accessLogsQuery } from '../api/system-api.ts';

/** The latest admin calls, granted or refused (repeated refusals counted per caller and hour); scrolls inside its own box on a phone. */
export function AccessLog() {
  const { t, i18n } = useTranslation('admin-system');
  const { data, error } = useQuery(accessLogsQuery);
  useEffect(() => {
    if (error) toast.error(t('ip.toast.loadLogsFailed'), { id: 'access-logs' });
  }, [error, t]);
  return (
    <section className="mt-8" aria-labelledby="access-log-title">
      <h2 id="access-log-title" className="text-lg font-bold">
        {t('ip.logTitle')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('ip.logDescription')}</p>
      <div className={`${cardClass} mt-3 max-h-[28rem] overflow-auto`} data-testid="access-log">
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <thead className="sticky top-0 bg-white dark:bg-slate-900">
            <tr className="border-b border-slate-200 dark:border-slate-800">
              {['when', 'who', 'address', 'route', 'result'].map((key) => (
                <th key={key} scope="col" className="px-3 py-2 font-semibold">
                  {t(`ip.log.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.map((row) => (
              <tr key={row.id} className="border-b border-slate-100 last:border-0 dark:border-slate-800" data-testid="access-log-row">
                <td className="whitespace-nowrap px-3 py-2">{formatIstDateTime(row.lastSeenAt, i18n.language)}</td>
                <td className="break-all px-3 py-2">{row.email ?? t('ip.log.unknown')}</td>
                <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">{row.ipAddress}</td>
                <td className="break-all px-3 py-2 font-mono text-xs">{row.route}</td>
                <td className="px-3 py-2">
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-xs font-semibold',
                      row.granted
                        ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100'
                        : 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100',
                    )}
                  >
                    {row.granted ? t('ip.log.granted') : t('ip.log.refused')}
                  </span>
                  {row.hits > 1 && (
                    <span className="ms-2 whitespace-nowrap text-xs text-slate-600 dark:text-slate-400">
                      {t('ip.log.hits', { count: row.hits })}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
