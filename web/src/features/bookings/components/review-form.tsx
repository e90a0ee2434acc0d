import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClass, inputClass } from '../../../components/ui/ui.ts';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { notifyError } from '../../../lib/notify-error.ts';
import { bookingKeys } from '../../../server-state/bookings-queries.ts';
import { reviewBooking, type BookingReview } from '../api/review-api.ts';

const ratings = [1, 2, 3, 4, 5] as const;
const maxComment = 1000;

/** A rating already given: five stars, the given ones filled, and its comment. */
export function GivenReview({ review }: { review: BookingReview }) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 text-sm" data-testid="given-review">
      <p className="flex items-center gap-0.5" role="img" aria-label={t('bookings.review.rated', { count: review.rating })}>
        {ratings.map((value) => (
          <Star
            key={value}
            aria-hidden="true"
            className={cn('h-4 w-4', value <= review.rating ? 'fill-amber-400 text-amber-500' : 'text-slate-400')}
          />
        ))}
      </p>
      {review.comment && <p className="mt-1 text-slate-700 dark:text-slate-300">{review.comment}</p>}
    </div>
  );
}

/** Native radios under a fieldset: arrow keys move between the stars, and a screen reader reads "4 stars". */
function StarRadios({ name, value, onChange }: { name: string; value: number; onChange: (rating: number) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t('bookings.review.rating')}</legend>
      <div className="mt-1 flex gap-1">
        {ratings.map((rating) => (
          <label key={rating} className="relative rounded-lg p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600">
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              // Transparent over its star: a tap on the star is a tap on the radio itself.
              className="absolute inset-0 z-10 m-0 h-full w-full cursor-pointer opacity-0"
              data-testid={`rate-${rating}`}
            />
            <span className="sr-only">{t('bookings.review.star', { count: rating })}</span>
            <Star aria-hidden="true" className={cn('h-8 w-8', rating <= value ? 'fill-amber-400 text-amber-500' : 'text-slate-400')} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** "Rate this visit" on an attended booking without a rating: once, 1–5 stars and an optional comment. */
export function ReviewForm({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => reviewBooking(bookingId, { rating, comment: comment.trim() || null }),
    onSuccess: () => {
      toast.success(t('bookings.review.thanks'));
      void queryClient.invalidateQueries({ queryKey: bookingKeys.lists });
    },
    // A 409 (not attended, or rated already) carries the server's own reason: show it where the form is.
    onError: (error) => (error instanceof ApiError && error.status === 409 ? setRefusal(error.message) : notifyError(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (rating > 0) send.mutate();
  };
  return (
    <form
      onSubmit={submit}
      className="mt-3 space-y-3 rounded-xl bg-slate-50 p-3 dark:bg-slate-900"
      aria-labelledby={`${id}-title`}
      data-testid="review-form"
    >
      <h4 id={`${id}-title`} className="font-semibold">
        {t('bookings.review.rate')}
      </h4>
      <StarRadios name={`${id}-rating`} value={rating} onChange={setRating} />
      <div>
        <label htmlFor={`${id}-comment`} className="text-sm font-medium">
          {t('bookings.review.comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          className={cn(inputClass, 'mt-1 h-20 py-2')}
          maxLength={maxComment}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          data-testid="review-comment"
        />
      </div>
      {refusal && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {refusal}
        </p>
      )}
      <button type="submit" className={buttonClass('primary', 'sm')} disabled={rating === 0 || send.isPending} data-testid="review-submit">
        {send.isPending ? t('bookings.review.submitting') : t('bookings.review.submit')}
      </button>
    </form>
  );
}
