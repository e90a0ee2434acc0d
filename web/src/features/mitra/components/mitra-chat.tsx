import { Bot, CalendarCheck, Loader2, Mic, Send, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { cn } from '../../../lib/cn.ts';
import { formatRupees } from '../../../lib/format.ts';
import { buttonClass } from '../../../components/ui/ui.ts';
import { BookedCard } from './booked-card.tsx';
import { bookedOf, optionsOf, placeOf, type MitraMessage, type Proposal } from './chat-types.ts';
import { useChatFormats } from './use-chat-formats.ts';
import { readyToBookToast, useMitraChat } from './use-mitra-chat.ts';
import { listenOnce, voiceSupported } from './voice-input.ts';

/** Spec §2 quick chips and welcome suggestions (their texts are sent as typed). */
const quickChips = ['mitra.chipHaircut', 'mitra.chipDoctor', 'mitra.chipHome', 'mitra.chipFitness'] as const;
const welcomeSuggestions = ['mitra.suggestHaircut', 'mitra.suggestDoctor', 'mitra.suggestCleaning', 'mitra.suggestFitness'] as const;

const chipClass =
  'rounded-full border border-brand-200 bg-white px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-50 dark:border-brand-800 dark:bg-slate-900 dark:text-brand-200 dark:hover:bg-brand-900/40';

/** A reply's numbered option lines, left out when the options are shown as cards (each option once). */
const optionLine = /^\s*\d{1,2}\.\s/;

function ProposalCard({
  proposal,
  disabled,
  onConfirm,
  onDecline,
}: {
  proposal: Proposal;
  disabled: boolean;
  onConfirm: () => void;
  onDecline: () => void;
}) {
  const { t, i18n } = useTranslation();
  const formats = useChatFormats();
  const place = proposal.kind === 'cancel' ? '' : placeOf(proposal.city, proposal.area);
  return (
    <div
      className="mt-2 rounded-2xl border border-brand-200 bg-brand-50 p-4 dark:border-brand-800 dark:bg-brand-900/30"
      data-testid="chat-proposal"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CalendarCheck aria-hidden="true" className="h-4 w-4" />
        {proposal.provider}
      </p>
      {place && (
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="chat-proposal-place">
          {place}
        </p>
      )}
      {proposal.service && <p className="text-sm">{proposal.service}</p>}
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {formats.day(proposal.date)} · {formats.time(proposal.time)}
        {proposal.kind !== 'cancel' && proposal.price ? ` · ${formatRupees(proposal.price, i18n.language)}` : ''}
      </p>
      <div className="mt-3 flex gap-2">
        <button type="button" disabled={disabled} onClick={onConfirm} className={buttonClass('primary', 'sm')} data-testid="chat-confirm">
          {t('mitra.confirm')}
        </button>
        <button type="button" disabled={disabled} onClick={onDecline} className={buttonClass('outline', 'sm')}>
          {t('mitra.decline')}
        </button>
      </div>
    </div>
  );
}

function MessageView({ message, last, busy, send }: { message: MitraMessage; last: boolean; busy: boolean; send: (text: string) => void }) {
  const { t } = useTranslation();
  const formats = useChatFormats();
  const mine = message.role === 'user';
  // Only the latest tool answer's options are live (a search may be followed by its slots).
  const options =
    message.parts
      .map((part) => optionsOf(part, formats))
      .filter((list) => list.length > 0)
      .at(-1) ?? [];
  const proposal = message.parts.find((part) => part.type === 'data-proposal');
  const booked = message.parts.map(bookedOf).find((booking) => booking !== null);
  const suggestions = message.parts.find((part) => part.type === 'data-suggestions');
  const cards = options.length > 0 && last && !proposal;
  // One list: with the options shown as cards, the text keeps its header and question, and the chips their other actions.
  const texts = message.parts.flatMap((part) => {
    if (part.type !== 'text' || !part.text.trim()) return [];
    const shown = cards
      ? part.text
          .split('\n')
          .filter((line) => !optionLine.test(line))
          .join('\n')
      : part.text;
    return shown.trim() ? [shown] : [];
  });
  const chips = suggestions ? suggestions.data.suggestions.slice(cards ? (suggestions.data.picks ?? 0) : 0) : [];
  if (texts.length === 0 && options.length === 0 && !proposal && !booked) return null;
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')} data-testid={mine ? 'chat-user' : 'chat-assistant'}>
      {texts.map((text, index) => (
        <p
          key={index}
          className={cn(
            'max-w-[85%] whitespace-pre-line rounded-2xl px-4 py-2.5 text-sm leading-relaxed',
            mine
              ? 'rounded-br-md bg-brand-700 text-white dark:bg-brand-500 dark:text-slate-950'
              : 'rounded-bl-md bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
          )}
        >
          {text}
        </p>
      ))}
      {cards && (
        <ul className="mt-2 grid w-full gap-2" aria-label={t('mitra.options')}>
          {options.slice(0, 8).map((option) => (
            <li key={option.option}>
              <button
                type="button"
                disabled={busy}
                onClick={() => send(String(option.option))}
                className="w-full rounded-xl border border-slate-200 bg-white px-3 py-2 text-left text-sm hover:border-brand-400 disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900"
                data-testid="chat-option"
              >
                <span className="font-semibold">
                  {option.option}. {option.title}
                </span>
                {option.detail && <span className="block text-xs text-slate-600 dark:text-slate-400">{option.detail}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {booked && <BookedCard booking={booked} />}
      {proposal && last && (
        <ProposalCard
          proposal={proposal.data}
          disabled={busy}
          onConfirm={() => send(t('mitra.yesWord'))}
          onDecline={() => send(t('mitra.noWord'))}
        />
      )}
      {chips.length > 0 && last && !proposal && (
        <div className="mt-2 flex flex-wrap gap-2">
          {chips.map((suggestion) => (
            <button key={suggestion} type="button" disabled={busy} onClick={() => send(suggestion)} className={chipClass}>
              {suggestion}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}

export function MitraChat({ variant, onClose }: { variant: 'widget' | 'page'; onClose?: () => void }) {
  const { t, i18n } = useTranslation();
  const { messages, sendMessage, status } = useMitraChat();
  const [input, setInput] = useState('');
  const [listening, setListening] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const busy = status === 'submitted' || status === 'streaming';

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages]);

  const send = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed || busy) return;
    toast.dismiss(readyToBookToast);
    void sendMessage({ text: trimmed });
    setInput('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(input);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send(input);
    }
  };
  const onVoice = () => {
    if (!voiceSupported()) {
      toast.error(t('mitra.voiceUnsupported'), { description: t('mitra.voiceUnsupportedBody') });
      return;
    }
    setListening(true);
    listenOnce(
      i18n.language,
      send,
      () => toast.error(t('mitra.voiceFailed'), { description: t('mitra.voiceFailedBody') }),
      () => setListening(false),
    );
  };

  return (
    <section
      aria-label={t('app.assistantLabel')}
      className={cn(
        'flex flex-col bg-white dark:bg-slate-900',
        variant === 'widget' ? 'h-full' : 'h-[calc(100dvh-12rem)] min-h-[28rem] rounded-2xl border border-slate-200 dark:border-slate-800',
      )}
      data-testid="mitra-chat"
    >
      <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-white dark:bg-brand-500 dark:text-slate-950">
          <Bot aria-hidden="true" className="h-5 w-5" />
        </span>
        <div className="flex-1">
          <h2 className="font-semibold">{t('mitra.title')}</h2>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('mitra.subtitle')}</p>
        </div>
        {onClose && (
          <button type="button" onClick={onClose} aria-label={t('mitra.close')} className={buttonClass('ghost', 'icon')}>
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        )}
      </header>
      <div className="flex-1 overflow-y-auto px-4 py-4" aria-live="polite">
        {messages.length === 0 ? (
          <div className="space-y-4">
            <p className="rounded-2xl rounded-bl-md bg-slate-100 px-4 py-3 text-sm dark:bg-slate-800">{t('mitra.greeting')}</p>
            <div className="flex flex-wrap gap-2">
              {welcomeSuggestions.map((key) => (
                <button key={key} type="button" onClick={() => send(t(key))} className={chipClass}>
                  {t(key)}
                </button>
              ))}
            </div>
          </div>
        ) : (
          <ol ref={listRef} className="space-y-3">
            {messages.map((message, index) => (
              <MessageView key={message.id} message={message} last={index === messages.length - 1} busy={busy} send={send} />
            ))}
            {status === 'submitted' && (
              <li className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400" role="status">
                <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
                {t('mitra.thinking')}
              </li>
            )}
            {status === 'error' && (
              <li
                className="max-w-[85%] rounded-2xl rounded-bl-md bg-amber-50 px-4 py-2.5 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
                data-testid="chat-fallback"
              >
                {t('mitra.fallback')}
              </li>
            )}
          </ol>
        )}
      </div>
      <div className="border-t border-slate-200 px-3 pb-3 pt-2 dark:border-slate-800" data-testid="chat-composer">
        <div className="mb-2 flex gap-2 overflow-x-auto pb-1">
          {quickChips.map((key) => (
            <button key={key} type="button" disabled={busy} onClick={() => send(t(key))} className={cn(chipClass, 'flex-none text-xs')}>
              {t(key)}
            </button>
          ))}
        </div>
        <form onSubmit={onSubmit} className="flex items-end gap-2">
          <label htmlFor={`mitra-input-${variant}`} className="sr-only">
            {t('mitra.inputLabel')}
          </label>
          <textarea
            id={`mitra-input-${variant}`}
            rows={1}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('mitra.placeholder')}
            maxLength={2000}
            className="field-sizing-content max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-slate-700 dark:bg-slate-950"
            data-testid="chat-input"
          />
          <button
            type="button"
            onClick={onVoice}
            disabled={busy || listening}
            aria-label={t('mitra.voice')}
            className={buttonClass('outline', 'icon', 'h-11 w-11 flex-none')}
          >
            <Mic aria-hidden="true" className={cn('h-5 w-5', listening && 'animate-pulse text-red-600')} />
          </button>
          <button
            type="submit"
            disabled={busy || input.trim() === ''}
            aria-label={t('mitra.send')}
            className={buttonClass('primary', 'icon', 'h-11 w-11 flex-none')}
            data-testid="chat-send"
          >
            {busy ? <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" /> : <Send aria-hidden="true" className="h-5 w-5" />}
          </button>
        </form>
      </div>
    </section>
  );
}
