import { useNavigation } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectBusy } from '../shell-selectors';

/** A thin bar at the top while a request or a screen chunk is on its way. */
export function ProgressBar() {
  const busy = useAppSelector(selectBusy);
  const navigating = useNavigation().state !== 'idle';
  const active = busy || navigating;
  return <div className={`sf-progress${active ? ' is-active' : ''}`} aria-hidden="true" data-testid="progress" data-active={active} />;
}
