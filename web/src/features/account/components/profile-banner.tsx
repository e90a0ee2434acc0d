import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/ui.ts';
import { meQuery } from '../../../server-state/account-queries.ts';

/** Spec §9 local storage keys. */
const shownKey = 'profile_banner_shown';
const dismissedKey = 'profile_banner_dismissed';

function flag(key: string) {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return true;
  }
}

function setFlag(key: string) {
  try {
    localStorage.setItem(key, 'true');
  } catch {
    // Without storage the banner simply stays hidden next time too (flag() answers true).
  }
}

/** Spec §4: only when signed in, the profile incomplete, and never shown or dismissed before; appears at most once. */
export function ProfileBanner() {
  const { t } = useTranslation();
  const [eligible] = useState(() => !flag(shownKey) && !flag(dismissedKey));
  const [hidden, setHidden] = useState(false);
  const { data: me } = useQuery({ ...meQuery(), enabled: eligible });
  const show = eligible && !hidden && me !== undefined && !me.profile.profileCompleted;
  useEffect(() => {
    if (show) setFlag(shownKey);
  }, [show]);
  if (!show) return null;
  return (
    <div className="border-b border-brand-100 bg-brand-50 dark:border-brand-900 dark:bg-brand-950" data-testid="profile-banner">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2.5 text-sm">
        <p className="flex-1 text-brand-900 dark:text-brand-50">{t('profile.bannerText')}</p>
        <Link to="/setup-profile" className={buttonClass('primary', 'sm')} onClick={() => setHidden(true)}>
          {t('profile.completeNow')}
        </Link>
        <button
          type="button"
          aria-label={t('profile.dismiss')}
          className={buttonClass('ghost', 'icon', 'h-8 w-8')}
          onClick={() => {
            setFlag(dismissedKey);
            setHidden(true);
          }}
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}
