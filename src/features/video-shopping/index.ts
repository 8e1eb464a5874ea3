/**
 * Video shopping's screens are lazy routes (app/route-table.ts); other features need nothing from
 * here but the video card type (the home page's video tiles).
 */
export type { VideoCard } from './video-shopping-api';
