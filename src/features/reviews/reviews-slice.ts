import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { PageOf } from '../../lib/paging/read-page';
import { isSessionReset } from '../session/session-slice';
import type { Percentages, Review } from './reviews-api';

/** The form's fields; the photo waits in review-outbox.ts under `parcel` (0: none). */
export interface ReviewFields {
  rating: number;
  title: string;
  comment: string;
  parcel: number;
}

export type SendStatus = 'idle' | 'sending' | 'succeeded' | 'failed';

/** One product's reviews as far as this page knows. */
export interface ProductReviews {
  items: Review[];
  /** Pages of 10 shown: the next "Show more" asks for page + 1, writes send it as `paginate`. */
  page: number;
  total: number;
  nextPageUrl: string | null;
  percentages: Percentages | null;
  /** The product's stored rating after a review was written here (null: the details' own). */
  rating: number | null;
  status: 'loading' | 'succeeded' | 'failed';
  error: string | null;
  moreStatus: 'idle' | 'loading' | 'failed';
  /** A review was stored from this page (the original then sets `user_review = true`). */
  wrote: boolean;
  form: { status: SendStatus; error: string | null; fieldErrors: Record<string, string[]>; done: number };
  /** Review id → its reply form's state. */
  replies: Record<string, { status: SendStatus; error: string | null; done: number }>;
  /** Review id → liked as the shopper wants it now; present only while it may differ from the list. */
  wantedLikes: Record<string, boolean>;
}

export type ReviewsState = Record<string, ProductReviews>;

const fresh = (): ProductReviews => ({
  items: [],
  page: 0,
  total: 0,
  nextPageUrl: null,
  percentages: null,
  rating: null,
  status: 'loading',
  error: null,
  moreStatus: 'idle',
  wrote: false,
  form: { status: 'idle', error: null, fieldErrors: {}, done: 0 },
  replies: {},
  wantedLikes: {},
});

interface Key {
  productId: number;
}
interface Loaded extends Key {
  page: PageOf<Review>;
  percentages: Percentages | null;
}
/** A write's answer: page 1 of `paginate × 10` rows, which stands for `pages` pages of 10. */
interface Replaced extends Loaded {
  pages: number;
}

function keep(list: Review[], incoming: Review[]): Review[] {
  const known = new Set(list.map((r) => r.id));
  return [...list, ...incoming.filter((r) => !known.has(r.id) && (known.add(r.id), true))];
}

function replace(entry: ProductReviews, { page, percentages, pages }: Replaced) {
  entry.items = keep([], page.items);
  entry.page = Math.max(1, pages);
  entry.total = page.total ?? entry.total;
  entry.nextPageUrl = page.nextPageUrl;
  if (percentages) entry.percentages = percentages;
}

export const reviewsSlice = createSlice({
  name: 'reviews',
  initialState: {} as ReviewsState,
  reducers: {
    reviewsRequested(state, action: PayloadAction<Key>) {
      const key = String(action.payload.productId);
      const entry = state[key];
      if (entry) {
        entry.status = 'loading';
        entry.error = null;
      } else state[key] = fresh();
    },
    reviewsLoaded(state, action: PayloadAction<Loaded>) {
      const entry = (state[String(action.payload.productId)] ??= fresh());
      replace(entry, { ...action.payload, pages: 1 });
      entry.status = 'succeeded';
      entry.moreStatus = 'idle';
    },
    reviewsFailed(state, action: PayloadAction<Key & { message: string }>) {
      const entry = (state[String(action.payload.productId)] ??= fresh());
      entry.status = 'failed';
      entry.error = action.payload.message;
    },
    moreReviewsRequested(state, action: PayloadAction<Key>) {
      const entry = state[String(action.payload.productId)];
      if (entry) entry.moreStatus = 'loading';
    },
    moreReviewsLoaded(state, action: PayloadAction<Loaded>) {
      const entry = state[String(action.payload.productId)];
      if (!entry) return;
      const { page } = action.payload;
      entry.items = keep(entry.items, page.items);
      entry.page = page.page;
      entry.total = page.total ?? entry.total;
      entry.nextPageUrl = page.nextPageUrl;
      entry.moreStatus = 'idle';
    },
    moreReviewsFailed(state, action: PayloadAction<Key>) {
      const entry = state[String(action.payload.productId)];
      if (entry) entry.moreStatus = 'failed';
    },

    reviewSubmitted(state, action: PayloadAction<Key & { fields: ReviewFields }>) {
      const entry = (state[String(action.payload.productId)] ??= fresh());
      entry.form = { ...entry.form, status: 'sending', error: null, fieldErrors: {} };
    },
    reviewStored(state, action: PayloadAction<Replaced & { rating: number | null }>) {
      const entry = state[String(action.payload.productId)];
      if (!entry) return;
      replace(entry, action.payload);
      if (action.payload.rating !== null) entry.rating = action.payload.rating;
      entry.wrote = true;
      entry.form = { status: 'succeeded', error: null, fieldErrors: {}, done: entry.form.done + 1 };
    },
    reviewFailed(state, action: PayloadAction<Key & { message: string; fieldErrors: Record<string, string[]> }>) {
      const entry = state[String(action.payload.productId)];
      if (!entry) return;
      entry.form = { ...entry.form, status: 'failed', error: action.payload.message, fieldErrors: action.payload.fieldErrors };
    },

    replySubmitted(state, action: PayloadAction<Key & { reviewId: number; reply: string }>) {
      const entry = state[String(action.payload.productId)];
      if (!entry) return;
      const prev = entry.replies[String(action.payload.reviewId)];
      entry.replies[String(action.payload.reviewId)] = { status: 'sending', error: null, done: prev?.done ?? 0 };
    },
    replyStored(state, action: PayloadAction<Replaced & { reviewId: number }>) {
      const entry = state[String(action.payload.productId)];
      if (!entry) return;
      replace(entry, action.payload);
      const prev = entry.replies[String(action.payload.reviewId)];
      entry.replies[String(action.payload.reviewId)] = { status: 'succeeded', error: null, done: (prev?.done ?? 0) + 1 };
    },
    replyFailed(state, action: PayloadAction<Key & { reviewId: number; message: string }>) {
      const entry = state[String(action.payload.productId)];
      if (!entry) return;
      const prev = entry.replies[String(action.payload.reviewId)];
      entry.replies[String(action.payload.reviewId)] = { status: 'failed', error: action.payload.message, done: prev?.done ?? 0 };
    },

    /** A click on Like: `liked` is what the shopper wants now; the saga sends the net change. */
    likeToggled(state, action: PayloadAction<Key & { reviewId: number; liked: boolean }>) {
      const entry = state[String(action.payload.productId)];
      if (entry) entry.wantedLikes[String(action.payload.reviewId)] = action.payload.liked;
    },
    /** An answer came: the list is the server's (its likes are the truth from here on). */
    likeAnswered(state, action: PayloadAction<Replaced>) {
      const entry = state[String(action.payload.productId)];
      if (entry) replace(entry, action.payload);
    },
    /** The toggle rests (or failed): the list's own likes say what is shown. */
    likeSettled(state, action: PayloadAction<Key & { reviewId: number }>) {
      const entry = state[String(action.payload.productId)];
      if (entry) delete entry.wantedLikes[String(action.payload.reviewId)];
    },
  },
  extraReducers: (builder) => {
    // Who may write, edit and like depends on the shopper: read afresh after a change of session.
    const reset = () => ({}) as ReviewsState;
    builder.addMatcher(isSessionReset, reset);
  },
});

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof reviewsSlice> {}
}

export const {
  reviewsRequested,
  reviewsLoaded,
  reviewsFailed,
  moreReviewsRequested,
  moreReviewsLoaded,
  moreReviewsFailed,
  reviewSubmitted,
  reviewStored,
  reviewFailed,
  replySubmitted,
  replyStored,
  replyFailed,
  likeToggled,
  likeAnswered,
  likeSettled,
} = reviewsSlice.actions;
