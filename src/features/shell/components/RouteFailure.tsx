import { useT } from '../../../lib/hooks/shared-hooks';
import { ErrorPanel } from '../../../components/ErrorPanel';

/** A screen chunk failed twice (or a screen crashed): say so and offer a reload, keep the shell. */
export function RouteFailure() {
  const t = useT();
  return (
    <div className="sf-route-failure">
      <ErrorPanel message={t('something_went_wrong')} onRetry={() => window.location.reload()} />
    </div>
  );
}
