import { useT } from '../app/hooks';

/** A failed load, said plainly, with a way to try again. */
export function ErrorPanel({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <div className="sf-error-panel" role="alert">
      <p>{message || t('something_went_wrong')}</p>
      {onRetry && (
        <button type="button" className="sf-button" onClick={onRetry}>
          {t('try_again')}
        </button>
      )}
    </div>
  );
}
