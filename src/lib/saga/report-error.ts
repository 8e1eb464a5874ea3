import { put, select } from 'redux-saga/effects';
import { isApiError, isServerFaultText } from '../http/api-error';
import { noticeRequested } from '../notices/notice-actions';
import { sessionExpired } from '../session/session-events';
import { sharedTranslator } from '../i18n/translate';
import type { SharedTextKey } from '../i18n/shared-texts';

interface Options {
  /** Titles the notice, e.g. add to cart titles server errors with the word for "Error". */
  titleKey?: SharedTextKey;
  /** Notice level for business errors (the currency switch reports them as info). */
  businessType?: 'error' | 'info' | 'warning';
  /**
   * The screen shows the failure itself (an error panel with "try again"): no toast repeats it.
   * An ended session is still announced, since it affects the whole store.
   */
  shownInline?: boolean;
}

/** The one place that turns a failure into what the shopper sees. */
export function* reportError(error: unknown, options: Options = {}): Generator<unknown, void, unknown> {
  const t = sharedTranslator(
    (yield select((state: { i18n: { keywords: Record<string, string> } }) => state.i18n.keywords)) as Record<string, string>,
  );
  const title = options.titleKey ? t(options.titleKey) : undefined;
  if (!isApiError(error)) {
    console.error('[storefront]', error);
    yield put(noticeRequested({ type: 'error', message: t('something_went_wrong'), title }));
    return;
  }
  // A crash's own words (SQL, PHP) are for whoever runs the shop, not for the shopper.
  const fault = error.kind === 'business' && isServerFaultText(error.message);
  if (fault) console.error('[storefront] the server failed:', error.message);
  if (options.shownInline && error.kind !== 'session') return;
  switch (error.kind) {
    case 'validation':
      for (const message of error.messages.length ? error.messages : [error.message]) {
        yield put(noticeRequested({ type: 'error', message, title }));
      }
      return;
    case 'session':
      yield put(sessionExpired());
      yield put(noticeRequested({ type: 'warning', message: t('session_expired') }));
      return;
    case 'business':
      if (fault) yield put(noticeRequested({ type: 'error', message: t('something_went_wrong'), title }));
      else yield put(noticeRequested({ type: options.businessType ?? 'error', message: error.message, title }));
      return;
    case 'network':
      yield put(noticeRequested({ type: 'error', message: t('network_error'), title }));
      return;
    default:
      yield put(noticeRequested({ type: 'error', message: t('something_went_wrong'), title }));
  }
}
