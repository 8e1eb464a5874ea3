import { useSyncExternalStore } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { chunksLoading, subscribeToChunks } from '../../../lib/chunks/chunk-activity';
import { selectBusy } from '../shell-selectors';

/** A thin bar at the top while a request or a screen chunk is on its way. */
export function ProgressBar() {
  const busy = useAppSelector(selectBusy);
  const loading = useSyncExternalStore(subscribeToChunks, chunksLoading);
  const active = busy || loading;
  return <div className={`sf-progress${active ? ' is-active' : ''}`} aria-hidden="true" data-testid="progress" data-active={active} />;
}
