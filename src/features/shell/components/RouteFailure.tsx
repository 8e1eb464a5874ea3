import { useRouteError } from 'react-router-dom';
import { useT } from '../../../app/hooks';
import { ErrorPanel } from '../../../components/ErrorPanel';

/** A screen chunk failed twice (or a screen crashed): say so and offer a reload, keep the shell. */
export function RouteFailure() {
  const t = useT();
  const error = useRouteError();
  if (error) console.error('[storefront] screen failed', error);
  return (
    <main className="sf-main" tabIndex={-1}>
      <ErrorPanel message={t('something_went_wrong')} onRetry={() => window.location.reload()} />
    </main>
  );
}
