import { AlertTriangle, CheckCircle2, Circle, XCircle } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { checkIds, type CheckStatuses } from '../../lib/startup/startup-checks.ts';
import { fill, type StartupText } from '../../lib/startup/startup-text.ts';
import { buttonClass } from '../ui/ui.ts';

function Frame({ children, role = 'status' }: { children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <div
      role={role}
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 py-12 text-center"
      data-testid="startup-screen"
    >
      {children}
    </div>
  );
}

const statusIcons = { pending: Circle, ok: CheckCircle2, failed: XCircle };
const statusColours = {
  pending: 'text-slate-400 animate-pulse',
  ok: 'text-brand-700 dark:text-brand-400',
  failed: 'text-red-700 dark:text-red-400',
};

/** Database connection, language system, theme system, each with its state. */
function Checklist({ text, statuses }: { text: StartupText; statuses: CheckStatuses }) {
  return (
    <ul className="w-full max-w-xs space-y-2 text-left text-sm" data-testid="startup-checklist">
      {checkIds.map((id) => {
        const Icon = statusIcons[statuses[id]];
        return (
          <li key={id} className="flex items-center gap-2" data-testid={`startup-check-${id}`} data-status={statuses[id]}>
            <Icon aria-hidden="true" className={`h-4 w-4 flex-none ${statusColours[statuses[id]]}`} />
            <span className="flex-1">{text.checks[id]}</span>
            <span className="text-slate-600 dark:text-slate-400">{text.status[statuses[id]]}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** 'Loading BookMitra'; from `slowAt` on it says so and offers to continue (spec §2, §9: 15 s). */
export function LoadingScreen({
  text,
  statuses,
  slowAt,
  onContinue,
}: {
  text: StartupText;
  statuses: CheckStatuses;
  slowAt: number;
  onContinue: () => void;
}) {
  const [slow, setSlow] = useState(() => Date.now() >= slowAt);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), Math.max(0, slowAt - Date.now()));
    return () => clearTimeout(timer);
  }, [slowAt]);
  return (
    <Frame>
      <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
      <h1 className="text-xl font-semibold">{text.loading}</h1>
      <Checklist text={text} statuses={statuses} />
      {slow && (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">{text.slow}</p>
          <button type="button" className={buttonClass('outline', 'md')} onClick={onContinue}>
            {text.continueAnyway}
          </button>
        </>
      )}
    </Frame>
  );
}

type FailedProps = {
  text: StartupText;
  statuses: CheckStatuses;
  retries: number;
  retrying: boolean;
  onRetry: () => void;
  onContinue: () => void;
};

/** 'Initialization Failed': the checklist with what failed, Retry with its counter, and Continue Anyway. */
export function FailedScreen({ text, statuses, retries, retrying, onRetry, onContinue }: FailedProps) {
  return (
    <Frame role="alert">
      <AlertTriangle aria-hidden="true" className="h-10 w-10 text-amber-500" />
      <h1 className="text-xl font-semibold">{text.failedTitle}</h1>
      <p className="max-w-sm text-slate-600 dark:text-slate-400">{text.failedBody}</p>
      <Checklist text={text} statuses={statuses} />
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" disabled={retrying} className={buttonClass('primary', 'md')} onClick={onRetry} data-testid="startup-retry">
          {text.retry}
        </button>
        <button type="button" className={buttonClass('outline', 'md')} onClick={onContinue}>
          {text.continueAnyway}
        </button>
      </div>
      {retries > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="startup-retries">
          {fill(text.retries, { count: retries })}
        </p>
      )}
    </Frame>
  );
}

/** 'App Loading Error': Force Reload, Clear Cache and the error id (details in session storage). */
export function ErrorScreen({
  text,
  errorId,
  onForceReload,
  onClearCache,
}: {
  text: StartupText;
  errorId: string;
  onForceReload: () => void;
  onClearCache: () => void;
}) {
  return (
    <Frame role="alert">
      <AlertTriangle aria-hidden="true" className="h-10 w-10 text-red-600" />
      <h1 className="text-xl font-semibold">{text.errorTitle}</h1>
      <p className="max-w-sm text-slate-600 dark:text-slate-400">{text.errorBody}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClass('primary', 'md')} onClick={onForceReload}>
          {text.forceReload}
        </button>
        <button type="button" className={buttonClass('outline', 'md')} onClick={onClearCache}>
          {text.clearCache}
        </button>
      </div>
      <p className="font-mono text-xs text-slate-500" data-testid="startup-error-id">
        {fill(text.errorId, { id: errorId })}
      </p>
    </Frame>
  );
}
