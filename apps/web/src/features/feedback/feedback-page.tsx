// The feedback question after the stay (docs/journeys.md): one 0–10 answer
// and an optional comment; the hotel's public review page is offered to
// every guest whatever the score (review platforms forbid filtering by it).
// The post-stay mail links here; the app after check-out as well.
import type { ReservationView } from '@hospes/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { useGuest } from '../../lib/guest/use-guest.ts';
import { useProjectId, useProjectModel } from '../../lib/model/model-context.tsx';
import {
  ReservationFallback,
  useRouteReservation,
} from '../../lib/reservations/use-route-reservation.tsx';
import { feedbackKeys, fetchFeedback, postFeedback } from './feedback-api.ts';
import '../../components/reservations/reservation-pages.css';
import './feedback.css';

const SCORES = Array.from({ length: 11 }, (_, i) => i);

function FeedbackForm({ reservation }: { reservation: ReservationView }) {
  const { t } = useTranslation();
  const id = useId();
  const projectId = useProjectId();
  const model = useProjectModel();
  const lang = useActiveLanguage((s) => s.lang);
  const { userId } = useGuest();
  const queryClient = useQueryClient();
  const key = feedbackKeys.of(projectId, userId ?? '', reservation.reservation_id);
  const info = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchFeedback(projectId, reservation.reservation_id, signal),
  });
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      postFeedback(projectId, {
        reservation_id: reservation.reservation_id,
        score: score!,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
        lang,
      }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });

  if (info.isPending) return <Spinner />;
  const answered =
    send.isSuccess ||
    (info.data?.score !== null && info.data?.score !== undefined && score === null);
  const reviewUrl = send.data?.review_url ?? info.data?.review_url ?? null;
  if (answered) {
    return (
      <div className="feedback-done">
        <p role="status" className="feedback-done__thanks">
          {t('feedback.thanks')}
        </p>
        {reviewUrl && (
          <p>
            {t('feedback.review')}{' '}
            <a href={reviewUrl} target="_blank" rel="noopener noreferrer">
              {t('feedback.review_link')}
            </a>
          </p>
        )}
        <p className="feedback-done__change">{t('feedback.change')}</p>
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={() => {
            send.reset();
            setScore(info.data?.score ?? send.data?.score ?? 0);
            setComment(info.data?.comment ?? send.data?.comment ?? '');
          }}
        >
          {t('feedback.edit')}
        </button>
      </div>
    );
  }
  return (
    <form
      className="feedback-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (score === null) {
          setMissing(true);
          return;
        }
        send.mutate();
      }}
    >
      <fieldset className="feedback-scale" aria-describedby={missing ? `${id}-missing` : undefined}>
        <legend>{t('feedback.question', { hotel: model.name })}</legend>
        <div className="feedback-scale__options">
          {SCORES.map((value) => (
            <label key={value} className="feedback-scale__option">
              <input
                type="radio"
                name={`${id}-score`}
                value={value}
                checked={score === value}
                onChange={() => {
                  setScore(value);
                  setMissing(false);
                }}
              />
              <span>{value}</span>
            </label>
          ))}
        </div>
        <p className="feedback-scale__ends">
          <span>{t('feedback.scale_low')}</span>
          <span>{t('feedback.scale_high')}</span>
        </p>
        {missing && (
          <p id={`${id}-missing`} className="feedback-error" role="alert">
            {t('feedback.choose')}
          </p>
        )}
      </fieldset>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-comment`}>
          {t('feedback.comment')}
        </label>
        <textarea
          className="form-field__input"
          id={`${id}-comment`}
          maxLength={2000}
          rows={4}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      {send.isError && (
        <p className="feedback-error" role="alert">
          {t('feedback.failed')}
        </p>
      )}
      <button type="submit" className="ui-button ui-button--primary" disabled={send.isPending}>
        {send.isPending ? t('feedback.sending') : t('feedback.send')}
      </button>
    </form>
  );
}

/** `/feedback/:reservationId`: the question after the stay. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const { reservationId } = useParams();
  const route = useRouteReservation(reservationId);
  return (
    <section className="page checkin-page feedback-page">
      <h1>{t('feedback.title')}</h1>
      {route.state === 'ready' ? (
        <FeedbackForm reservation={route.reservation} />
      ) : (
        <ReservationFallback route={route} loginText={t('feedback.title')} />
      )}
    </section>
  );
}
