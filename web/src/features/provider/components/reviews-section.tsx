import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { buttonClass, cardClass, inputClass } from '../../../components/ui/ui.ts';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatIstDate } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify-error.ts';
import { ownReviewsQuery, providerApi } from '../api/provider-api.ts';
import type { OwnReview } from '../api/provider-types.ts';

const minReply = 2;
const maxReply = 1000;

function formatDay(iso: string, language: string) {
  return formatIstDate(iso, language, { weekday: undefined, year: 'numeric' });
}

/** The provider's one public answer; after it the form is gone (the server refuses a second, 409). */
function ReplyForm({ review }: { review: OwnReview }) {
  const { t } = useTranslation('provider-web');
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => providerApi.reply(review.id, text.trim()),
    onSuccess: (replied) => {
      toast.success(t('reviews.sent'));
      queryClient.setQueryData(ownReviewsQuery.queryKey, (list) => list?.map((entry) => (entry.id === replied.id ? replied : entry)));
    },
    onError: (error) => (error instanceof ApiError && error.status === 409 ? setRefusal(error.message) : notifyError(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    send.mutate();
  };
  return (
    <form onSubmit={submit} className="mt-3 space-y-2" data-testid="reply-form">
      <label htmlFor={id} className="text-sm font-medium">
        {t('reviews.replyLabel')}
      </label>
      <textarea
        id={id}
        className={cn(inputClass, 'h-20 py-2')}
        minLength={minReply}
        maxLength={maxReply}
        required
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-hint`}
        data-testid="reply-text"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
        {t('reviews.replyHint')}
      </p>
      {refusal && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {refusal}
        </p>
      )}
      <button
        type="submit"
        className={buttonClass('primary', 'sm')}
        disabled={text.trim().length < minReply || send.isPending}
        data-testid="reply-submit"
      >
        {send.isPending ? t('reviews.sending') : t('reviews.send')}
      </button>
    </form>
  );
}

function ReviewItem({ review }: { review: OwnReview }) {
  const { t, i18n } = useTranslation('provider-web');
  return (
    <li className={`${cardClass} p-4`} data-testid="own-review">
      <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold">{review.authorName}</span>
        <span className="flex items-center gap-1" role="img" aria-label={t('reviews.stars', { count: review.rating })}>
          <Star aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-500" />
          <span aria-hidden="true" className="tabular-nums">
            {review.rating}/5
          </span>
        </span>
      </p>
      {review.comment && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{review.comment}</p>}
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{formatDay(review.createdAt, i18n.language)}</p>
      {review.reply ? (
        <div className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-900" data-testid="own-reply">
          <p className="text-xs font-semibold text-slate-700 dark:text-slate-300">{t('reviews.yourReply')}</p>
          <p className="mt-0.5">{review.reply}</p>
        </div>
      ) : (
        <ReplyForm review={review} />
      )}
    </li>
  );
}

/** Reviews of the practice, newest first, each with the provider's one public reply (issue 13.7). */
export function ReviewsSection() {
  const { t } = useTranslation('provider-web');
  const { data, isPending, isError, refetch } = useQuery(ownReviewsQuery);
  return (
    <section aria-labelledby="provider-reviews" className="space-y-3" data-testid="provider-reviews">
      <h2 id="provider-reviews" className="text-lg font-semibold">
        {t('reviews.title')}
      </h2>
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <div>
          <p>{t('reviews.failed')}</p>
          <button type="button" className={buttonClass('outline', 'sm', 'mt-3')} onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('reviews.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {data.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
    </section>
  );
}
