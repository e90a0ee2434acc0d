import { WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

/** Spec §4: a banner while offline, toasts when the connection is lost and restored. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const [online, setOnline] = useState(() => navigator.onLine);
  const previous = useRef(online);
  useEffect(() => {
    const goOnline = () => setOnline(true);
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, []);
  useEffect(() => {
    // Compared with the last value, not "first run", so StrictMode's double effects stay silent.
    if (previous.current === online) return;
    previous.current = online;
    if (online) toast.success(t('toast.connectionRestored'), { description: t('toast.connectionRestoredBody') });
    else toast.error(t('toast.connectionLost'), { description: t('toast.connectionLostBody') });
  }, [online, t]);
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-50"
    >
      <WifiOff aria-hidden="true" className="h-4 w-4" />
      {t('offline.banner')}
    </div>
  );
}
