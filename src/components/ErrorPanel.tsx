import { useT } from '../lib/hooks/shared-hooks';
import { ServerMessage } from './ServerMessage';

/** A failed load, said plainly (a crash's SQL or PHP text is not shown), with a way to try again. */
export function ErrorPanel({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <div className="sf-error-panel" role="alert">
      <p>{message ? <ServerMessage text={message} /> : t('something_went_wrong')}</p>
      {onRetry && (
        <button type="button" className="sf-button" onClick={onRetry}>
          {t('try_again')}
        </button>
      )}
    </div>
  );
}
