import { combineReducers, createSlice, type PayloadAction, type Reducer } from '@reduxjs/toolkit';
import { createPagedListsSlice, type PagedListsState } from '../../lib/paging/paged-lists';
import type { PageOf } from '../../lib/paging/read-page';
import type { BlogCard, BlogCategory, BlogComment, BlogDetails, BlogReply, ReplyBody } from './blogs-api';

/** The blog lists, keyed by their query (`sort=newest&title=&slug=news`, see blogListKey). */
const list = createPagedListsSlice<BlogCard, 'blogList'>('blogList');
export const blogListSlice = list.slice;
/** The category list (one key): page 1 comes from `load/blog-categories` or with a post. */
const categories = createPagedListsSlice<BlogCategory, 'blogCategories'>('blogCategories');
export const blogCategoriesSlice = categories.slice;
export const CATEGORIES_KEY = 'all';

export type SendStatus = 'idle' | 'sending' | 'failed';
export interface FormState {
  status: SendStatus;
  /** Counts successes: a form empties itself when it changes. */
  done: number;
  /** A field error the server gave (422). */
  fieldError: string | null;
}

export interface PostEntry {
  status: 'loading' | 'succeeded' | 'failed' | 'notFound';
  error: string | null;
  details: BlogDetails | null;
  /** Counts answers read: a screen waiting for a re-read (after a comment) watches it. */
  loads: number;
  comments: {
    items: BlogComment[];
    page: number;
    total: number;
    nextPageUrl: string | null;
    moreStatus: 'idle' | 'loading' | 'failed';
  };
  commentForm: FormState;
  /** Reply forms by target: `c<commentId>` or `r<replyId>`. */
  replyForms: Record<string, FormState>;
  /** What the shopper wants while a like request is on its way, by `c<id>` / `r<id>`. */
  likeWishes: Record<string, boolean>;
}

export interface PostState {
  bySlug: Record<string, PostEntry>;
}

const idleForm = (): FormState => ({ status: 'idle', done: 0, fieldError: null });

function emptyEntry(): PostEntry {
  return {
    status: 'loading',
    error: null,
    details: null,
    loads: 0,
    comments: { items: [], page: 0, total: 0, nextPageUrl: null, moreStatus: 'idle' },
    commentForm: idleForm(),
    replyForms: {},
    likeWishes: {},
  };
}

function mergeById<T extends { id: number }>(items: T[], incoming: T[]): T[] {
  const known = new Set(items.map((item) => item.id));
  return [...items, ...incoming.filter((item) => !known.has(item.id) && known.add(item.id))];
}

export type LikeTarget = { kind: 'comment'; id: number; commentId: number } | { kind: 'reply'; id: number; commentId: number };
export const likeKeyOf = (target: LikeTarget) => `${target.kind === 'comment' ? 'c' : 'r'}${target.id}`;

function replaceReplies(items: BlogComment[], commentId: number, replies: BlogReply[]) {
  const comment = items.find((c) => c.id === commentId);
  if (comment) comment.comment_replies = replies;
}

const post = createSlice({
  name: 'blogPost',
  initialState: { bySlug: {} } as PostState,
  reducers: {
    postRequested(state, action: PayloadAction<{ slug: string }>) {
      const entry = state.bySlug[action.payload.slug];
      // A re-read after a comment keeps the post on screen.
      if (entry?.details) entry.error = null;
      else state.bySlug[action.payload.slug] = emptyEntry();
    },
    postLoaded(state, action: PayloadAction<{ slug: string; details: BlogDetails }>) {
      const { slug, details } = action.payload;
      const entry = state.bySlug[slug] ?? emptyEntry();
      const { comments, ...rest } = details;
      entry.status = 'succeeded';
      entry.error = null;
      entry.details = { ...rest, comments };
      entry.loads += 1;
      entry.comments = {
        items: mergeById([], comments.items),
        page: comments.page,
        total: comments.total ?? comments.items.length,
        nextPageUrl: comments.nextPageUrl,
        moreStatus: 'idle',
      };
      state.bySlug[slug] = entry;
    },
    postFailed(state, action: PayloadAction<{ slug: string; notFound: boolean; message: string | null }>) {
      const entry = state.bySlug[action.payload.slug] ?? emptyEntry();
      // A failed re-read leaves the shown post alone (the toast says what happened).
      if (!entry.details || action.payload.notFound) {
        entry.status = action.payload.notFound ? 'notFound' : 'failed';
        entry.error = action.payload.message;
      }
      state.bySlug[action.payload.slug] = entry;
    },
    moreCommentsRequested(state, action: PayloadAction<{ slug: string }>) {
      const entry = state.bySlug[action.payload.slug];
      if (entry) entry.comments.moreStatus = 'loading';
    },
    moreCommentsLoaded(state, action: PayloadAction<{ slug: string; page: PageOf<BlogComment> }>) {
      const entry = state.bySlug[action.payload.slug];
      if (!entry) return;
      const { page } = action.payload;
      entry.comments.items = mergeById(entry.comments.items, page.items);
      entry.comments.page = page.page;
      entry.comments.total = page.total ?? entry.comments.total;
      entry.comments.nextPageUrl = page.nextPageUrl;
      entry.comments.moreStatus = 'idle';
    },
    moreCommentsFailed(state, action: PayloadAction<{ slug: string }>) {
      const entry = state.bySlug[action.payload.slug];
      if (entry) entry.comments.moreStatus = 'failed';
    },
    commentSubmitted(state, action: PayloadAction<{ slug: string; comment: string }>) {
      const entry = state.bySlug[action.payload.slug];
      if (entry) entry.commentForm = { ...entry.commentForm, status: 'sending', fieldError: null };
    },
    commentSettled(state, action: PayloadAction<{ slug: string; ok: boolean; fieldError?: string | null }>) {
      const entry = state.bySlug[action.payload.slug];
      if (!entry) return;
      const form = entry.commentForm;
      entry.commentForm = action.payload.ok
        ? { status: 'idle', done: form.done + 1, fieldError: null }
        : { ...form, status: 'failed', fieldError: action.payload.fieldError ?? null };
    },
    replySubmitted(state, action: PayloadAction<{ slug: string; formKey: string; body: Omit<ReplyBody, 'slug'> }>) {
      const entry = state.bySlug[action.payload.slug];
      if (!entry) return;
      const form = entry.replyForms[action.payload.formKey] ?? idleForm();
      entry.replyForms[action.payload.formKey] = { ...form, status: 'sending', fieldError: null };
    },
    replySettled(state, action: PayloadAction<{ slug: string; formKey: string; ok: boolean; fieldError?: string | null }>) {
      const entry = state.bySlug[action.payload.slug];
      if (!entry) return;
      const form = entry.replyForms[action.payload.formKey] ?? idleForm();
      entry.replyForms[action.payload.formKey] = action.payload.ok
        ? { status: 'idle', done: form.done + 1, fieldError: null }
        : { ...form, status: 'failed', fieldError: action.payload.fieldError ?? null };
    },
    /** The shopper pressed a Like: their wish, which the like saga reads when an answer comes. */
    likeToggled(state, action: PayloadAction<{ slug: string; target: LikeTarget; liked: boolean }>) {
      const entry = state.bySlug[action.payload.slug];
      if (entry) entry.likeWishes[likeKeyOf(action.payload.target)] = action.payload.liked;
    },
    commentLikesAnswered(state, action: PayloadAction<{ slug: string; page: PageOf<BlogComment> }>) {
      const entry = state.bySlug[action.payload.slug];
      if (!entry) return;
      // The answer is the first 10 × pages comments as they are now: it replaces the shown ones.
      const { page } = action.payload;
      entry.comments.items = mergeById([], page.items);
      entry.comments.total = page.total ?? entry.comments.total;
    },
    replyLikesAnswered(state, action: PayloadAction<{ slug: string; commentId: number; replies: BlogReply[] }>) {
      const entry = state.bySlug[action.payload.slug];
      if (entry) replaceReplies(entry.comments.items, action.payload.commentId, action.payload.replies);
    },
    likeSettled(state, action: PayloadAction<{ slug: string; target: LikeTarget }>) {
      const entry = state.bySlug[action.payload.slug];
      if (entry) delete entry.likeWishes[likeKeyOf(action.payload.target)];
    },
  },
});
export const blogPostSlice = post;

export interface BlogsState {
  list: PagedListsState<BlogCard>;
  categories: PagedListsState<BlogCategory>;
  post: PostState;
}

/** The feature's one lazy slice: the lists (from the paging kit) and the open posts side by side. */
export const blogsSlice = {
  reducerPath: 'blogs' as const,
  reducer: combineReducers({ list: list.slice.reducer, categories: categories.slice.reducer, post: post.reducer }) as Reducer<BlogsState>,
};

declare module '../../app/root-reducer' {
  interface LazyLoadedSlices {
    blogs: BlogsState;
  }
}

export const { requested: blogListRequested, moreRequested: moreBlogsRequested } = blogListSlice.actions;
export const { requested: categoriesRequested, moreRequested: moreCategoriesRequested } = blogCategoriesSlice.actions;
export const {
  postRequested,
  postLoaded,
  postFailed,
  moreCommentsRequested,
  moreCommentsLoaded,
  moreCommentsFailed,
  commentSubmitted,
  commentSettled,
  replySubmitted,
  replySettled,
  likeToggled,
  commentLikesAnswered,
  replyLikesAnswered,
  likeSettled,
} = post.actions;

export const selectBlogListOf = (lists: PagedListsState<BlogCard> | undefined, key: string) => list.selectList(lists, key);
export const selectCategoryListOf = (lists: PagedListsState<BlogCategory> | undefined) => categories.selectList(lists, CATEGORIES_KEY);
