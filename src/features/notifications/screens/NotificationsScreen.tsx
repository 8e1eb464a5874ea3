import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { useDate } from '../../../app/use-date';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { dataLink } from '../../../lib/links/data-link';
import { AccountPage } from '../../account';
import type { NotificationItem } from '../notifications-api';
import { notificationsFeature } from '../notifications-feature';
import { selectHasMoreNotifications, selectNotificationsState } from '../notifications-selectors';
import {
  allNotificationsSeenRequested,
  initialNotificationsState,
  moreNotificationsRequested,
  notificationRemoveRequested,
  notificationSeenRequested,
  notificationsRequested,
} from '../notifications-slice';
import '../notifications.css';

/** A store path (e.g. "get-invoice/YR-1", "my-wallet") opens in the app; anything else is not a link. */
function routeOf(url: string | null): string | null {
  const link = dataLink(url);
  return link?.kind === 'route' ? link.to : null;
}

function NotificationRow({
  item,
  busy,
  rowRef,
  onRemove,
}: {
  item: NotificationItem;
  busy: boolean;
  rowRef: (element: HTMLLIElement | null) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const date = useDate();
  const dispatch = useAppDispatch();
  const to = routeOf(item.url);
  const titleId = `sf-notification-${item.id}`;
  // Following a notification marks it seen (the request goes on while the next screen opens).
  const open = () => {
    if (item.unseen) dispatch(notificationSeenRequested({ id: item.id }));
  };
  return (
    <li ref={rowRef} tabIndex={-1} className={`sf-notification${item.unseen ? ' is-unseen' : ''}`} aria-labelledby={titleId}>
      <div className="sf-notification__body">
        <p className="sf-notification__title" id={titleId}>
          {item.unseen && <span className="sf-notification__flag">{t('notification_unseen')}</span>}{' '}
          {to ? (
            <Link to={to} onClick={open}>
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </p>
        {item.details && <p className="sf-notification__details">{item.details}</p>}
        <p className="sf-notification__when">{date(item.date, item.time)}</p>
      </div>
      <div className="sf-notification__actions">
        {item.unseen && (
          <button
            type="button"
            className="sf-button"
            aria-describedby={titleId}
            disabled={busy}
            onClick={() => dispatch(notificationSeenRequested({ id: item.id }))}
          >
            {t('seen')}
          </button>
        )}
        <button type="button" className="sf-button" aria-describedby={titleId} disabled={busy} onClick={onRemove}>
          {t('remove')}
        </button>
      </div>
    </li>
  );
}

/**
 * `/user/notification` (test/contract/account/notifications.json, the original's notification.vue): the count, each
 * notification with its title (a link when its url is a store path), details, date and time, an
 * unseen mark, "mark as seen" and "remove" per row, "mark all as seen", and "load more". Unlike the
 * original, "mark all as seen" updates the list and "load more" works; page 1 is re-read on every
 * visit, as there.
 */
export default function NotificationsScreen() {
  useFeature(notificationsFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectNotificationsState) ?? initialNotificationsState;
  const hasMore = useAppSelector(selectHasMoreNotifications);
  const { items, total, status, error, moreStatus, busyIds, seeingAll } = list;

  const rows = useRef(new Map<number, HTMLLIElement>());
  const countLine = useRef<HTMLParagraphElement>(null);
  /** The row being removed and where it stood: focus goes to the row that takes its place. */
  const removing = useRef<{ id: number; index: number } | null>(null);

  useEffect(() => {
    dispatch(notificationsRequested());
  }, [dispatch]);

  useEffect(() => {
    const gone = removing.current;
    if (!gone || items.some((item) => item.id === gone.id)) return;
    removing.current = null;
    const next = items[Math.min(gone.index, items.length - 1)];
    (next ? rows.current.get(next.id) : countLine.current)?.focus();
  }, [items]);

  const remove = (id: number, index: number) => {
    removing.current = { id, index };
    dispatch(notificationRemoveRequested({ id }));
  };

  const anyUnseen = items.some((item) => item.unseen);
  let body;
  if (items.length === 0 && status === 'failed') {
    body = <ErrorPanel message={error ?? undefined} onRetry={() => dispatch(notificationsRequested())} />;
  } else if (items.length === 0 && status !== 'succeeded') {
    body = (
      <p className="sf-hint" role="status">
        {t('loading')}
      </p>
    );
  } else {
    body = (
      <>
        <div className="sf-notifications__bar">
          <p className="sf-notifications__count" role="status" tabIndex={-1} ref={countLine}>
            {total > 0 ? t('notifications_found', { count: total }) : t('notification_found')}
          </p>
          {(anyUnseen || (hasMore && total > 0)) && (
            <button type="button" className="sf-button" disabled={seeingAll} onClick={() => dispatch(allNotificationsSeenRequested())}>
              {t('seen_all')}
            </button>
          )}
        </div>
        {items.length > 0 && (
          <ul className="sf-notifications__list">
            {items.map((item, index) => (
              <NotificationRow
                key={item.id}
                item={item}
                busy={busyIds.includes(item.id)}
                rowRef={(element) => {
                  if (element) rows.current.set(item.id, element);
                  else rows.current.delete(item.id);
                }}
                onRemove={() => remove(item.id, index)}
              />
            ))}
          </ul>
        )}
        {hasMore && (
          <button
            type="button"
            className="sf-button sf-notifications__more"
            disabled={moreStatus === 'loading'}
            onClick={() => dispatch(moreNotificationsRequested())}
          >
            {moreStatus === 'loading' ? t('loading') : t('load_more')}
          </button>
        )}
      </>
    );
  }

  return (
    <AccountPage>
      <ScreenTitle>{t('notification')}</ScreenTitle>
      <div className="sf-notifications">{body}</div>
    </AccountPage>
  );
}
