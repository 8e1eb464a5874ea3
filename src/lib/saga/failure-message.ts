import { isApiError, isServerFaultText } from '../http/api-error';
import { sharedTranslator } from '../i18n/translate';
import { selectFrom } from './select-from';

const selectKeywords = (state: { i18n: { keywords: Record<string, string> } }) => state.i18n.keywords;

/**
 * The sentence a screen shows in place of what failed to load (its error panel): the server's own
 * words for a refusal, "could not reach the store" when nothing answered, otherwise "something went
 * wrong". A crash's words (SQL, PHP) count as something going wrong, as in reportError.
 */
export function* failureMessage(error: unknown): Generator<unknown, string, unknown> {
  const t = sharedTranslator(yield* selectFrom(selectKeywords));
  if (isApiError(error) && error.kind === 'business' && !isServerFaultText(error.message)) return error.message;
  if (isApiError(error) && error.kind === 'network') return t('network_error');
  return t('something_went_wrong');
}
