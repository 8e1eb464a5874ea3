import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { useDate } from '../../../app/use-date';
import { ServerMessage } from '../../../components/ServerMessage';
import type { Review } from '../reviews-api';
import { selectLiked, selectProductReviews } from '../reviews-selectors';
import { likeToggled, replySubmitted } from '../reviews-slice';
import { Stars } from './Stars';

interface Props {
  review: Review;
  productId: number;
  /** The signed-in shopper's id, null for a guest. */
  userId: number | null;
  /** A guest pressed Like or Reply: send them to sign in and back. */
  onSignIn: () => void;
  onEdit: (review: Review) => void;
}

function ReplyForm({ productId, review, onClose }: { productId: number; review: Review; onClose: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectProductReviews(productId))?.replies[String(review.id)];
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const ids = useId();
  const sending = state?.status === 'sending';
  const done = state?.done ?? 0;
  const seen = useRef(done);
  useEffect(() => field.current?.focus(), []);
  useEffect(() => {
    if (done === seen.current) return;
    seen.current = done;
    setText('');
    onClose();
  }, [done, onClose]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending || !text.trim()) return;
    dispatch(replySubmitted({ productId, reviewId: review.id, reply: text.trim() }));
  };
  return (
    <form className="sf-review__reply-form" onSubmit={submit}>
      <label htmlFor={`${ids}-r`}>{t('review_reply_label', { name: review.user?.full_name ?? '' })}</label>
      <textarea id={`${ids}-r`} ref={field} rows={3} required value={text} onChange={(e) => setText(e.target.value)} />
      {state?.status === 'failed' && state.error && (
        <p className="sf-form-error" role="alert">
          <ServerMessage text={state.error} />
        </p>
      )}
      <button type="submit" className="sf-button" disabled={sending} aria-busy={sending || undefined}>
        {sending ? t('review_sending') : t('send')}
      </button>
    </form>
  );
}

/** One review: who, stars, date, title, comment, photo, replies, and Like / Reply / Edit. */
export function ReviewItem({ review, productId, userId, onSignIn, onEdit }: Props) {
  const t = useT();
  const date = useDate();
  const dispatch = useAppDispatch();
  const liked = useAppSelector(selectLiked(productId, review.id, userId));
  const [replying, setReplying] = useState(false);
  const [photoOpen, setPhotoOpen] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const name = review.user?.full_name ?? '';
  const closeReply = () => {
    setReplying(false);
    replyButton.current?.focus();
  };
  return (
    <li className="sf-review">
      <article aria-labelledby={`${ids}-n`}>
        <header className="sf-review__head">
          {review.user?.profile_image && (
            <img className="sf-review__avatar" src={review.user.profile_image} alt="" width={48} height={48} loading="lazy" />
          )}
          <div>
            <h4 id={`${ids}-n`} className="sf-review__name">
              {name}
            </h4>
            <Stars rating={review.rating} />
            {review.review_date && <span className="sf-review__date">{date(review.review_date)}</span>}
          </div>
          {userId !== null && review.user_id === userId && (
            <button type="button" className="sf-link-button sf-review__edit" onClick={() => onEdit(review)}>
              {t('edit')}
            </button>
          )}
        </header>
        {review.title && <p className="sf-review__title">{review.title}</p>}
        {review.comment && <p className="sf-review__comment">{review.comment}</p>}
        {!!review.images && typeof review.image_link === 'string' && (
          // The photo opens larger in place (and back) on click, Enter or Space.
          <button type="button" className="sf-review__photo-button" aria-expanded={photoOpen} onClick={() => setPhotoOpen((open) => !open)}>
            <img
              className={`sf-review__photo${photoOpen ? ' sf-review__photo--open' : ''}`}
              src={review.image_link}
              alt={t('review_photo', { name })}
              width={photoOpen ? 480 : 96}
              height={photoOpen ? 480 : 96}
              loading="lazy"
            />
          </button>
        )}
        <div className="sf-review__actions">
          <button
            type="button"
            className="sf-review__like"
            aria-pressed={liked}
            aria-label={t('review_like_label', { name, count: review.review_likes.length })}
            onClick={() => (userId === null ? onSignIn() : dispatch(likeToggled({ productId, reviewId: review.id, liked: !liked })))}
          >
            <span aria-hidden="true">👍</span> {t('review_like')} ({review.review_likes.length})
          </button>
          <button
            type="button"
            ref={replyButton}
            className="sf-link-button"
            aria-expanded={replying}
            onClick={() => (userId === null ? onSignIn() : setReplying((open) => !open))}
          >
            {t('Reply')}
          </button>
        </div>
        {replying && <ReplyForm productId={productId} review={review} onClose={closeReply} />}
        {/* The original's key keeps a shop's own wording; a count in brackets needs no plural form. */}
        {review.replies.length > 0 && (
          <section className="sf-review__replies" aria-label={`${t('replies')} (${review.replies.length})`}>
            <ul>
              {review.replies.map((reply) => (
                <li key={reply.id} className="sf-review__reply">
                  {reply.user?.profile_image && (
                    <img className="sf-review__avatar" src={reply.user.profile_image} alt="" width={32} height={32} loading="lazy" />
                  )}
                  <div>
                    <p className="sf-review__name">
                      {reply.user?.full_name} {reply.reply_date && <span className="sf-review__date">{date(reply.reply_date)}</span>}
                    </p>
                    <p>{reply.reply}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
    </li>
  );
}
