import type { RootState } from '../../app/store';
import type { BlogLike } from './blogs-api';
import { likeKeyOf, selectBlogListOf, selectCategoryListOf, type LikeTarget } from './blogs-slice';

export const selectBlogList = (state: RootState, key: string) => selectBlogListOf(state.blogs?.list, key);
export const selectBlogCategories = (state: RootState) => selectCategoryListOf(state.blogs?.categories);
export const selectPost = (state: RootState, slug: string) => state.blogs?.post.bySlug[slug] ?? null;

/** Whether the shopper's id is among the likes (the original's "mine" test). */
export const likedBy = (likes: BlogLike[], userId: number | null) => userId !== null && likes.some((like) => like.user_id === userId);

function likesOf(state: RootState, slug: string, target: LikeTarget): BlogLike[] {
  const comments = selectPost(state, slug)?.comments.items ?? [];
  const comment = comments.find((c) => c.id === target.commentId);
  if (!comment) return [];
  if (target.kind === 'comment') return comment.comment_likes;
  const stack = [...comment.comment_replies];
  while (stack.length) {
    const reply = stack.shift()!;
    if (reply.id === target.id) return reply.comment_likes;
    stack.push(...reply.replies);
  }
  return [];
}

/** The server's state of a like (from the last answer). */
export const selectServerLiked = (slug: string, target: LikeTarget, userId: number | null) => (state: RootState) =>
  likedBy(likesOf(state, slug, target), userId);

/** What the shopper wants: their last press while a request is on its way, else the server's state. */
export const selectWantedLike = (slug: string, target: LikeTarget, userId: number | null) => (state: RootState) =>
  selectPost(state, slug)?.likeWishes[likeKeyOf(target)] ?? likedBy(likesOf(state, slug, target), userId);
