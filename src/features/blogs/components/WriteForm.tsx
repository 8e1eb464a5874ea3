import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../lib/hooks/shared-hooks';
import type { FormState } from '../blogs-slice';

/** Runs `onDone` each time the form's success count moves on. */
function useDone(form: FormState | undefined, onDone: () => void) {
  const done = form?.done ?? 0;
  const seen = useRef(done);
  useEffect(() => {
    if (done === seen.current) return;
    seen.current = done;
    onDone();
  }, [done, onDone]);
}

/**
 * A comment or reply form: one textarea with its own "write something" check (the server has
 * none), sent once at a time, emptied when the form's success count moves on. A server field
 * error (a 422 on `comment`) shows on the textarea.
 */
export function WriteForm({
  className,
  primary,
  label,
  form,
  autoFocus,
  onSend,
  onDone,
}: {
  className: string;
  primary?: boolean;
  label: string;
  form: FormState | undefined;
  autoFocus?: boolean;
  onSend: (text: string) => void;
  onDone: () => void;
}) {
  const t = useT();
  const ids = useId();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const sending = form?.status === 'sending';
  useEffect(() => {
    if (autoFocus) field.current?.focus();
  }, [autoFocus]);
  const done = useCallback(() => {
    setText('');
    onDone();
  }, [onDone]);
  useDone(form, done);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!text.trim()) {
      setEmpty(true);
      field.current?.focus();
      return;
    }
    setEmpty(false);
    onSend(text.trim());
  };
  const error = empty ? t('blog_comment_required') : (form?.fieldError ?? null);
  return (
    <form className={className} noValidate onSubmit={submit}>
      <div className="sf-field">
        <label htmlFor={`${ids}-f`}>{label}</label>
        <textarea
          id={`${ids}-f`}
          ref={field}
          rows={3}
          value={text}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-e` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {error && (
          <p id={`${ids}-e`} className="sf-field-error">
            {error}
          </p>
        )}
      </div>
      <button
        type="submit"
        className={primary ? 'sf-button sf-button--primary' : 'sf-button'}
        disabled={sending}
        aria-busy={sending || undefined}
      >
        {sending ? t('blog_sending') : t('post')}
      </button>
    </form>
  );
}
