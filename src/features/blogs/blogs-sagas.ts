import type { Saga } from 'redux-saga';
import { call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import { isApiError } from '../../lib/http/api-error';
import { noticeRequested } from '../../lib/notices/notice-actions';
import { watchPagedLists } from '../../lib/paging/paged-list-saga';
import type { PageOf } from '../../lib/paging/read-page';
import { callApi } from '../../lib/saga/call-api';
import { takePerKey } from '../../lib/saga/take-per-key';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { selectTranslator } from '../i18n/i18n-selectors';
import { selectUser } from '../session/session-selectors';
import { runSingleFlightToggle, watchTogglesPerKey } from '../wishlist';
import {
  fetchBlogCategoriesPage,
  fetchBlogComments,
  fetchBlogDetails,
  fetchBlogsPage,
  sendCommentLike,
  sendReplyLike,
  storeBlogComment,
  storeBlogReply,
  type BlogCategory,
  type BlogCard,
  type BlogComment,
  type BlogDetails,
  type BlogReply,
} from './blogs-api';
import { selectBlogCategories, selectBlogList, selectPost, selectServerLiked, selectWantedLike } from './blogs-selectors';
import {
  blogCategoriesSlice,
  blogListSlice,
  CATEGORIES_KEY,
  commentLikesAnswered,
  commentSettled,
  commentSubmitted,
  likeSettled,
  likeToggled,
  moreCommentsFailed,
  moreCommentsLoaded,
  moreCommentsRequested,
  postFailed,
  postLoaded,
  postRequested,
  replyLikesAnswered,
  replySettled,
  replySubmitted,
} from './blogs-slice';

function* watchBlogList() {
  yield* watchPagedLists<BlogCard>({
    actions: blogListSlice.actions,
    select: selectBlogList as (state: never, key: string) => ReturnType<typeof selectBlogList>,
    fetchPage: fetchBlogsPage,
  });
}

function* watchCategories() {
  yield* watchPagedLists<BlogCategory>({
    actions: blogCategoriesSlice.actions,
    select: selectBlogCategories as (state: never) => ReturnType<typeof selectBlogCategories>,
    fetchPage: fetchBlogCategoriesPage,
  });
}

/** The original's unknown slug is a 500 (a method called on null); a 404 or an `error` is read the same. */
const isUnknownPost = (error: unknown) =>
  isApiError(error) && (error.kind === 'business' || (error.kind === 'http' && (error.status === 500 || error.status === 404)));

function* loadPost(slug: string) {
  const shown = !!(yield* selectFrom((state: never) => selectPost(state, slug)))?.details;
  try {
    const details: BlogDetails = yield* callApi(fetchBlogDetails, slug);
    // The post's first page of categories is the category list's first page: "more" goes on from it.
    // (Put first, so the category box never mounts without it and asks again.)
    yield put(blogCategoriesSlice.actions.firstPageLoaded({ key: CATEGORIES_KEY, page: details.categories }));
    yield put(postLoaded({ slug, details }));
  } catch (error) {
    const notFound = !shown && isUnknownPost(error);
    const message = isApiError(error) && error.kind === 'business' ? error.message : null;
    yield put(postFailed({ slug, notFound, message }));
    yield call(reportError, error, shown ? { titleKey: 'Error' } : { shownInline: true });
  }
}

/** One read per slug at a time; a newer ask (a re-read after a comment) replaces a running one. */
function* watchPosts() {
  yield takePerKey<ReturnType<typeof postRequested>, string>(
    postRequested.type,
    (action) => action.payload.slug,
    (action) => loadPost(action.payload.slug),
    'latest',
  );
}

function* loadMoreComments(action: ReturnType<typeof moreCommentsRequested>) {
  const { slug } = action.payload;
  const entry = yield* selectFrom((state: never) => selectPost(state, slug));
  if (!entry?.details || !entry.comments.nextPageUrl) return;
  try {
    const page: PageOf<BlogComment> = yield* callApi(fetchBlogComments, entry.details.blog.id, entry.comments.page + 1);
    yield put(moreCommentsLoaded({ slug, page }));
  } catch (error) {
    yield put(moreCommentsFailed({ slug }));
    yield call(reportError, error, { titleKey: 'Error' });
  }
}

function* succeeded(message: string | null) {
  const t = yield* selectFrom(selectTranslator);
  yield put(noticeRequested({ type: 'success', title: t('Success'), message: message ?? t('Success') }));
}

const fieldErrorOf = (error: unknown) =>
  isApiError(error) && error.kind === 'validation' ? (error.fieldErrors.comment?.[0] ?? null) : null;

function* submitComment(action: ReturnType<typeof commentSubmitted>) {
  const { slug, comment } = action.payload;
  const entry = yield* selectFrom((state: never) => selectPost(state, slug));
  if (!entry?.details) return;
  try {
    const success: string | null = yield* callApi(storeBlogComment, { comment, blog_id: entry.details.blog.id, slug });
    yield put(commentSettled({ slug, ok: true }));
    yield* succeeded(success);
    // As the original: the whole post is read again (the new comment, counts, views).
    yield put(postRequested({ slug }));
  } catch (error) {
    const fieldError = fieldErrorOf(error);
    yield put(commentSettled({ slug, ok: false, fieldError }));
    if (!fieldError) yield call(reportError, error, { titleKey: 'Error' });
  }
}

function* submitReply(action: ReturnType<typeof replySubmitted>) {
  const { slug, formKey, body } = action.payload;
  try {
    const success: string | null = yield* callApi(storeBlogReply, { ...body, slug });
    yield put(replySettled({ slug, formKey, ok: true }));
    yield* succeeded(success);
    yield put(postRequested({ slug }));
  } catch (error) {
    const fieldError = fieldErrorOf(error);
    yield put(replySettled({ slug, formKey, ok: false, fieldError }));
    if (!fieldError) yield call(reportError, error, { titleKey: 'Error' });
  }
}

/**
 * One like button until it rests: one request at a time, clicks meanwhile only change the wish;
 * when an answer comes, a further request goes out only if the wish now differs from the server's
 * state. The original has no duplicate guard, so a double click would count twice.
 */
function* likeWorker(action: ReturnType<typeof likeToggled>) {
  const { slug, target } = action.payload;
  const user = yield* selectFrom(selectUser);
  const userId = user ? Number(user.id) : null;
  try {
    const server = yield* selectFrom(selectServerLiked(slug, target, userId));
    const outcome = yield* runSingleFlightToggle<unknown>({
      server,
      wanted: selectWantedLike(slug, target, userId),
      *send(want) {
        if (target.kind === 'comment') {
          const entry = yield* selectFrom((state: never) => selectPost(state, slug));
          const body = { id: target.id, blog_id: entry?.details?.blog.id ?? 0, paginate: Math.max(1, entry?.comments.page ?? 1) };
          const page: PageOf<BlogComment> = yield* callApi(sendCommentLike, body, want);
          yield put(commentLikesAnswered({ slug, page }));
          return page;
        }
        const replies: BlogReply[] | null = yield* callApi(sendReplyLike, { id: target.id, comment_id: target.commentId }, want);
        if (replies) yield put(replyLikesAnswered({ slug, commentId: target.commentId, replies }));
        return replies;
      },
    });
    if (outcome.error) yield call(reportError, outcome.error, { titleKey: 'Error' });
  } finally {
    yield put(likeSettled({ slug, target }));
  }
}

function* watchPostWrites() {
  yield takeLeading(moreCommentsRequested.type, loadMoreComments);
  yield takeLeading(commentSubmitted.type, submitComment);
  yield takeEvery(replySubmitted.type, submitReply);
}

function* watchLikes() {
  // Comment and reply ids are separate sequences: even keys for comments, odd for replies.
  yield* watchTogglesPerKey<ReturnType<typeof likeToggled>>(
    likeToggled.type,
    (action) => action.payload.target.id * 2 + (action.payload.target.kind === 'reply' ? 1 : 0),
    likeWorker,
  );
}

export const blogsSagas: Record<string, Saga> = { watchBlogList, watchCategories, watchPosts, watchPostWrites, watchLikes };
