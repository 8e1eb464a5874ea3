import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { selectUser } from '../../session/session-selectors';
import { notificationsFeature } from '../notifications-feature';
import { unseenCountRequested } from '../notifications-slice';

/**
 * Renders nothing: brings in the notifications feature and asks for the unseen count, again after
 * each sign-in (the list is reset then). Live pushes, seen and remove keep it current from there.
 */
export default function BellCounter() {
  useFeature(notificationsFeature);
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  useEffect(() => {
    if (user) dispatch(unseenCountRequested());
  }, [dispatch, user]);
  return null;
}
