import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/links/paths';
import { useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { PartBoundary } from '../../../components/PartBoundary';
import { selectUser } from '../../session/session-selectors';
import { usePageSettled } from '../../shell';
import { selectUnseenBadge } from '../notification-bell-selectors';

// The count's logic (slice, sagas, API) arrives with this chunk, after the page has settled.
const BellCounter = lazy(() => import('./BellCounter'));

/**
 * The header's link to `/user/notification` for a signed-in shopper, with the unseen count. No
 * request for guests; for shoppers, none until the screen's own requests are done (the count is
 * never on the critical path).
 */
export function NotificationBell() {
  const t = useT();
  const user = useAppSelector(selectUser);
  const badge = useAppSelector(selectUnseenBadge);
  const settled = usePageSettled();
  if (!user) return null;
  return (
    <>
      <Link
        to={paths.notifications()}
        className="sf-count-link sf-bell"
        aria-label={badge ? t('notification_bell_unseen', { count: badge }) : t('Notifications')}
      >
        <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
          <path d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2Zm6-6v-5a6 6 0 0 0-12 0v5l-2 2v1h16v-1Z" />
        </svg>
        {badge && (
          <span className="sf-count" aria-hidden="true" data-testid="count-notification">
            {badge}
          </span>
        )}
      </Link>
      {settled && (
        <PartBoundary name="notification count">
          <Suspense fallback={null}>
            <BellCounter />
          </Suspense>
        </PartBoundary>
      )}
    </>
  );
}
