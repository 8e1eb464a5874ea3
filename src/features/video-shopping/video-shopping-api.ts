/**
 * Video shopping (test/contract/catalogue/{video-shops,video-shops-details}.json): `GET get/video-shops` and `GET get/video-shops-details/{slug}`.
 * Lazy, with the two screens. The details answer's shape is the one derived in
 * test/contract/catalogue/video-shops-details.json (the original's add-on code is not public).
 */
import type { Http } from '../../lib/http/client';
import { ApiError } from '../../lib/http/api-error';
import { expectKeys, expectList } from '../../lib/http/expect';
import { hasId, readPage, type PageOf } from '../../lib/paging/read-page';
import type { ProductCard } from '../../types/catalogue';

/** VideoResource: a tile in the list, on the home page and in "Popular videos". */
export interface VideoCard {
  id: number;
  slug: string;
  title: string;
  thumbnail: string;
  is_live?: boolean;
}

export type VideoType = 'youtube' | 'vimeo' | 'mp4' | 'embedded_video';

export interface VideoDetails {
  id: number;
  slug: string;
  title: string;
  /** style_1…style_4: the original's four layouts (the widget renders one responsive layout). */
  style: string;
  thumbnail: string;
  is_live: boolean;
  video_type: string;
  /** A YouTube or Vimeo id, a file URL (mp4) or a Facebook video URL (embedded_video). */
  video_url: string;
  products: ProductCard[];
  related_products: ProductCard[];
  popular_videos: VideoCard[];
}

export const isVideoCard = (row: unknown): row is VideoCard =>
  hasId(row) && typeof (row as VideoCard).slug === 'string' && !!(row as VideoCard).slug && typeof (row as VideoCard).title === 'string';

const isCard = (row: unknown): row is ProductCard =>
  hasId(row) && typeof (row as ProductCard).slug === 'string' && typeof (row as ProductCard).product_name === 'string';

/** VideoPaginateResource, 12 a page, newest first. */
export async function fetchVideosPage(http: Http, _key: string, page: number): Promise<PageOf<VideoCard>> {
  const { data } = await http.get('get/video-shops', { params: { page } });
  return readPage(expectKeys<{ videos: unknown }>(data, ['videos']).videos, 'videos', isVideoCard);
}

/**
 * One video. An unknown slug is HTTP 200 `{error}` (the add-on reads the row it did not find), which
 * the client turns into a business ApiError: the saga shows not-found for it.
 */
export async function fetchVideo(http: Http, slug: string): Promise<VideoDetails> {
  const { data } = await http.get(`get/video-shops-details/${encodeURIComponent(slug)}`);
  const video = expectKeys<{ video: unknown }>(data, ['video']).video;
  const v = expectKeys<Record<string, unknown>>(video, ['id', 'slug', 'title', 'video_type', 'video_url']);
  if (typeof v.title !== 'string' || typeof v.slug !== 'string')
    throw new ApiError('malformed', 'The server sent a video the store could not read.');
  const list = <T>(key: string, keep: (row: unknown) => row is T): T[] =>
    v[key] === undefined ? [] : expectList<unknown>(v[key], key).filter(keep);
  return {
    id: Number(v.id),
    slug: v.slug,
    title: v.title,
    style: typeof v.style === 'string' ? v.style : 'style_1',
    thumbnail: typeof v.thumbnail === 'string' ? v.thumbnail : '',
    is_live: v.is_live === true || Number(v.is_live) === 1,
    video_type: String(v.video_type ?? ''),
    video_url: typeof v.video_url === 'string' ? v.video_url.trim() : '',
    products: list('products', isCard),
    related_products: list('related_products', isCard),
    popular_videos: list('popular_videos', isVideoCard),
  };
}
