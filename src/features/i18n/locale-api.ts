import type { Http } from '../../lib/http/client';
import { expectKeys } from '../../lib/http/expect';
import type { Language } from '../../types/shop';

/**
 * `GET change/locale/{locale}`: the session's language (and text direction) from now on. It answers
 * the language row; an unknown locale answers `{error}` (raw exception text in 1.6.7), which the
 * client turns into a business ApiError.
 */
export async function changeLocale(http: Http, locale: string): Promise<{ active_language: Language }> {
  const { data } = await http.get(`change/locale/${encodeURIComponent(locale)}`);
  return expectKeys(data, ['active_language']);
}
