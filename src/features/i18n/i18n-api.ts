import type { Http } from '../../lib/http/client';
import { ApiError } from '../../lib/http/api-error';
import { expectKeys } from '../../lib/http/expect';

function keywordMap(data: unknown): Record<string, string> {
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new ApiError('malformed', 'The language file is not a keyword map.');
  const map: Record<string, string> = {};
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (typeof value === 'string') map[key] = value;
  }
  return map;
}

/**
 * The flat keyword map at settings.lang_file (may live on another origin: sent without credentials).
 * Read as a data file: 1.6.7's en.json has the key `error`, which is a word here, not a refusal.
 */
export async function getLanguageFile(http: Http, url: string): Promise<Record<string, string>> {
  const { data } = await http.get(url, { dataFile: true });
  return keywordMap(data);
}

/**
 * 1.5.3 shops have no settings.lang_file: their keyword map comes from language/keywords as `lang`.
 * (1.6.7 answers there with the locale code only; then there is nothing to load.)
 */
export async function getLanguageKeywords(http: Http): Promise<Record<string, string> | null> {
  const { data } = await http.get('language/keywords');
  const body = expectKeys<{ lang: unknown }>(data, ['lang']);
  return typeof body.lang === 'object' && body.lang !== null ? keywordMap(body.lang) : null;
}
