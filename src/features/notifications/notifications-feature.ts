import type { FeatureDescriptor } from '../../app/feature';
import { notificationsSagas } from './notifications-sagas';
import { notificationsSlice } from './notifications-slice';
import { NOTIFICATIONS_TEXTS } from './notifications-texts';

/**
 * The stored notifications: brought in by NotificationsScreen and by the header bell's counter
 * (`useFeature`) once the page is quiet, so none of it is in the home load.
 */
export const notificationsFeature: FeatureDescriptor = {
  name: 'notifications',
  slice: notificationsSlice,
  sagas: notificationsSagas,
  texts: NOTIFICATIONS_TEXTS,
};
