import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { releaseRadiosWithin } from '../../../lib/dom/radio-groups';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { ServerMessage } from '../../../components/ServerMessage';
import type { Review } from '../reviews-api';
import { parkPhoto } from '../review-outbox';
import { selectProductReviews } from '../reviews-selectors';
import { reviewSubmitted } from '../reviews-slice';

/** What the server takes (profile-uploads' image rule): checked here first so the shopper hears it at once. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const objectUrl = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);

/**
 * Writing (or editing) the shopper's review: a star rating as a labelled radio group (required,
 * as the original requires rating > 0), title, comment and an optional photo with a preview. On
 * failure every value stays; on success the form empties and `onDone` runs.
 */
export function ReviewForm({ productId, editing, onDone }: { productId: number; editing: Review | null; onDone: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectProductReviews(productId))?.form;
  const ids = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStar = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [rating, setRating] = useState(editing?.rating ?? 0);
  const [title, setTitle] = useState(editing?.title ?? '');
  const [comment, setComment] = useState(editing?.comment ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [ratingError, setRatingError] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const sending = form?.status === 'sending';

  // Edit pressed (the form is keyed by the review, so its values came with the mount): focus follows.
  useEffect(() => {
    if (editing) headingRef.current?.focus();
  }, [editing]);

  // A stored review empties the form; the count changes once per success.
  const done = form?.done ?? 0;
  const seenDone = useRef(done);
  useEffect(() => {
    if (done === seenDone.current) return;
    seenDone.current = done;
    setRating(0);
    setTitle('');
    setComment('');
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
    onDone();
  }, [done, onDone]);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const chooseFile = (chosen: File | null) => {
    setFileError(null);
    setPreview(null);
    if (!chosen) return setFile(null);
    if (!IMAGE_TYPES.includes(chosen.type)) {
      setFileError(t('review_image_type'));
    } else if (chosen.size > MAX_IMAGE_BYTES) {
      setFileError(t('review_image_size'));
    } else {
      setFile(chosen);
      setPreview(objectUrl(chosen));
      return;
    }
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (rating < 1) {
      setRatingError(true);
      firstStar.current?.focus();
      return;
    }
    dispatch(reviewSubmitted({ productId, fields: { rating, title: title.trim(), comment: comment.trim(), parcel: parkPhoto(file) } }));
  };

  const serverImageError = form?.status === 'failed' ? form.fieldErrors.image?.[0] : undefined;
  const imageError = fileError ?? serverImageError ?? null;
  return (
    <form className="sf-review-form" aria-labelledby={`${ids}-h`} onSubmit={submit}>
      <h3 id={`${ids}-h`} ref={headingRef} tabIndex={-1}>
        {editing ? t('review_edit_heading') : t('write_your_own_review')}
      </h3>
      <fieldset ref={releaseRadiosWithin} className="sf-review-form__stars" aria-describedby={ratingError ? `${ids}-re` : undefined}>
        <legend>{t('review_rating')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="sf-review-form__star">
            <input
              ref={n === 1 ? firstStar : undefined}
              type="radio"
              name={`${ids}-rating`}
              value={n}
              checked={rating === n}
              onChange={() => {
                setRating(n);
                setRatingError(false);
              }}
            />
            <span>{t('review_stars_option', { count: n })}</span>
          </label>
        ))}
        {ratingError && (
          <p id={`${ids}-re`} className="sf-field-error" role="alert">
            {t('choose_a_rating_star_first')}
          </p>
        )}
      </fieldset>
      <label className="sf-field">
        <span>{t('review_title')}</span>
        <input type="text" value={title} required onChange={(e) => setTitle(e.target.value)} maxLength={190} />
      </label>
      <label className="sf-field">
        <span>{t('comment')}</span>
        <textarea value={comment} required rows={5} onChange={(e) => setComment(e.target.value)} />
      </label>
      <div className="sf-field">
        <label htmlFor={`${ids}-img`}>{t('upload_image')}</label>
        <input
          id={`${ids}-img`}
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-describedby={imageError ? `${ids}-ie` : undefined}
          aria-invalid={imageError ? true : undefined}
          onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
        />
        {imageError && (
          <p id={`${ids}-ie`} className="sf-field-error" role="alert">
            {imageError}
          </p>
        )}
        {file && (
          <div className="sf-review-form__preview">
            {preview && <img src={preview} alt={t('review_image_chosen')} width={96} height={96} />}
            <span>{file.name}</span>
            <button
              type="button"
              className="sf-link-button"
              onClick={() => {
                chooseFile(null);
                if (fileInput.current) fileInput.current.value = '';
              }}
            >
              {t('remove')}
            </button>
          </div>
        )}
      </div>
      {form?.status === 'failed' && form.error && !serverImageError && (
        <p className="sf-form-error" role="alert">
          <ServerMessage text={form.error} />
        </p>
      )}
      <div className="sf-review-form__actions">
        <button type="submit" className="sf-button" disabled={sending} aria-busy={sending || undefined}>
          {sending ? t('review_sending') : t('send')}
        </button>
        {editing && (
          <button type="button" className="sf-button sf-button--secondary" onClick={onDone} disabled={sending}>
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
