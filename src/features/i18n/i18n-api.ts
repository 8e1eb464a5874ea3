import type { Http } from '../../lib/http/client';
import { ApiError } from '../../lib/http/api-error';

/** The flat keyword map at settings.lang_file (may live on another origin: sent without credentials). */
export async function getLanguageFile(http: Http, url: string): Promise<Record<string, string>> {
  const { data } = await http.get(url);
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new ApiError('malformed', 'The language file is not a keyword map.');
  const map: Record<string, string> = {};
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (typeof value === 'string') map[key] = value;
  }
  return map;
}
