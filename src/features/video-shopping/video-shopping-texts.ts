/**
 * The video screens' texts, under the original's language keys where it has them (video_shop.vue,
 * video_shop_details.vue: `live`, `recommended_products`, `related_products`, `popular_videos`),
 * ours otherwise. `video_shopping` (the title) is a route title, always loaded.
 */
export const VIDEO_SHOPPING_TEXTS = {
  live: 'Live',
  recommended_products: 'Recommended Products',
  related_products: 'Related products',
  popular_videos: 'Popular Videos',
  shown_of_total: 'Showing :count of :total',
  no_videos_yet: 'There are no videos yet.',
  /** The click-to-load facade of a hosted video: a real button, named after the video. */
  play_video_named: 'Play :title',
  /** Said under the facade: nothing reaches the host before the shopper asks. */
  video_host_notice: 'This video plays from :host. Nothing is loaded from :host until you press play.',
  video_cannot_play: 'This video cannot be played here.',
  open_video_file: 'Open the video file',
} as const;

type VideoShoppingTexts = typeof VIDEO_SHOPPING_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends VideoShoppingTexts {}
}
