import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { createPagedListsSlice } from '../../lib/paging/paged-lists';
import type { VideoCard, VideoDetails } from './video-shopping-api';

/** `/video-shopping`: every listed video, one list (key `all`), grown page by page. */
export const VIDEOS_KEY = 'all';

const videos = createPagedListsSlice<VideoCard, 'videoShops'>('videoShops');
export const videoShopsSlice = videos.slice;
export const { requested: videosRequested, moreRequested: moreVideosRequested } = videoShopsSlice.actions;
export const selectVideoList = (state: RootState, key = VIDEOS_KEY) => videos.selectList(state.videoShops, key);

/** `/video-shopping/:slug`: each video opened, by slug (going back to one shows it at once, then fresh). */
export interface VideoEntry {
  status: 'loading' | 'succeeded' | 'failed' | 'notFound';
  video: VideoDetails | null;
  /** A failed load's message ('' = the screen says something went wrong). */
  error: string | null;
}
export type VideoShopState = Record<string, VideoEntry>;

export const videoShopSlice = createSlice({
  name: 'videoShop',
  initialState: {} as VideoShopState,
  reducers: {
    videoRequested(state, action: PayloadAction<{ slug: string }>) {
      const current = state[action.payload.slug];
      state[action.payload.slug] = { status: 'loading', video: current?.video ?? null, error: null };
    },
    videoLoaded(state, action: PayloadAction<{ slug: string; video: VideoDetails }>) {
      state[action.payload.slug] = { status: 'succeeded', video: action.payload.video, error: null };
    },
    videoNotFound(state, action: PayloadAction<{ slug: string }>) {
      state[action.payload.slug] = { status: 'notFound', video: null, error: null };
    },
    videoFailed(state, action: PayloadAction<{ slug: string; message: string | null }>) {
      const current = state[action.payload.slug];
      state[action.payload.slug] = { status: 'failed', video: current?.video ?? null, error: action.payload.message ?? '' };
    },
  },
});

declare module '../../app/root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof videoShopsSlice>, WithSlice<typeof videoShopSlice> {}
}

export const { videoRequested, videoLoaded, videoNotFound, videoFailed } = videoShopSlice.actions;
export const selectVideoEntry = (state: RootState, slug: string): VideoEntry | null => state.videoShop?.[slug] ?? null;
