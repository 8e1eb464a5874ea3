import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import { selectUser } from '../../session/session-selectors';
import { signInRequired } from '../../session/session-slice';
import type { BlogComment, BlogLike, BlogReply, BlogUser } from '../blogs-api';
import { likedBy, selectPost, selectWantedLike } from '../blogs-selectors';
import { commentSubmitted, likeToggled, moreCommentsRequested, replySubmitted, type LikeTarget } from '../blogs-slice';
import { WriteForm } from './WriteForm';

interface Ctx {
  slug: string;
  /** The signed-in shopper's id, null for a guest. */
  userId: number | null;
  onSignIn: () => void;
  /** Tells the live region what a write did. */
  announce: (message: string) => void;
}

function Avatar({ user, size }: { user: BlogUser | null; size: number }) {
  const src = user?.profile_image ?? user?.user_profile_image;
  return src ? <img className="sf-blog-comment__avatar" src={src} alt="" width={size} height={size} loading="lazy" /> : null;
}

/**
 * A like toggle: pressed when the shopper's like is among the likes (or they just pressed it),
 * with the count. A guest is asked to sign in instead: the original would store a like as user 0.
 */
function LikeButton({ ctx, target, likes, name }: { ctx: Ctx; target: LikeTarget; likes: BlogLike[]; name: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const wanted = useAppSelector(selectWantedLike(ctx.slug, target, ctx.userId));
  const server = likedBy(likes, ctx.userId);
  // While a request is on its way the count follows the press (the answer then replaces it).
  const count = likes.length + (wanted === server ? 0 : wanted ? 1 : -1);
  return (
    <button
      type="button"
      className="sf-blog-like"
      aria-pressed={ctx.userId === null ? false : wanted}
      aria-label={t(target.kind === 'comment' ? 'blog_like_label' : 'blog_like_reply_label', { name, count })}
      onClick={() => (ctx.userId === null ? ctx.onSignIn() : dispatch(likeToggled({ slug: ctx.slug, target, liked: !wanted })))}
    >
      <span aria-hidden="true">♥</span> {t('blog_like')} ({count})
    </button>
  );
}

function ReplyForm({
  ctx,
  formKey,
  body,
  name,
  onDone,
}: {
  ctx: Ctx;
  formKey: string;
  body: { blog_comment_id: number; parent_id: number | ''; level: 0 | 1 };
  name: string;
  onDone: () => void;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const form = useAppSelector((state) => selectPost(state, ctx.slug)?.replyForms[formKey]);
  return (
    <WriteForm
      className="sf-blog-reply-form"
      label={t('blog_reply_to', { name })}
      form={form}
      autoFocus
      onSend={(comment) => dispatch(replySubmitted({ slug: ctx.slug, formKey, body: { ...body, comment } }))}
      onDone={onDone}
    />
  );
}

/** Like, Reply, and the reply form when open; focus goes back to Reply when the form closes. */
function Actions({
  ctx,
  target,
  likes,
  name,
  formKey,
  replyBody,
}: {
  ctx: Ctx;
  target: LikeTarget;
  likes: BlogLike[];
  name: string;
  formKey: string;
  replyBody: { blog_comment_id: number; parent_id: number | ''; level: 0 | 1 };
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const { announce } = ctx;
  const replied = useCallback(() => {
    setOpen(false);
    announce(t('blog_reply_posted'));
    trigger.current?.focus();
  }, [announce, t]);
  return (
    <>
      <div className="sf-blog-comment__actions">
        <LikeButton ctx={ctx} target={target} likes={likes} name={name} />
        <button
          type="button"
          ref={trigger}
          className="sf-link-button"
          aria-expanded={ctx.userId === null ? undefined : open}
          aria-label={t('blog_reply_to', { name })}
          onClick={() => (ctx.userId === null ? ctx.onSignIn() : setOpen((was) => !was))}
        >
          {t('Reply')}
        </button>
      </div>
      {open && <ReplyForm ctx={ctx} formKey={formKey} body={replyBody} name={name} onDone={replied} />}
    </>
  );
}

function Byline({ user, date, level, size }: { user: BlogUser | null; date: string; level: 3 | 4; size: number }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <header className="sf-blog-comment__head">
      <Avatar user={user} size={size} />
      <div>
        <Heading className="sf-blog-comment__name">{user?.full_name ?? ''}</Heading>
        {date && <span className="sf-blog-comment__date">{date}</span>}
      </div>
    </header>
  );
}

/** A reply and, indented under it, the replies to it (the server keeps them; 1.6.7's screen hid them). */
function ReplyItem({ ctx, reply, commentId }: { ctx: Ctx; reply: BlogReply; commentId: number }) {
  const t = useT();
  const name = reply.user?.full_name ?? '';
  return (
    <li className="sf-blog-reply">
      <article aria-label={name || undefined}>
        <Byline user={reply.user} date={reply.reply_date} level={4} size={32} />
        <p className="sf-blog-comment__text">{reply.comment}</p>
        <Actions
          ctx={ctx}
          target={{ kind: 'reply', id: reply.id, commentId }}
          likes={reply.comment_likes}
          name={name}
          formKey={`r${reply.id}`}
          replyBody={{ blog_comment_id: commentId, parent_id: reply.id, level: 1 }}
        />
        {reply.replies.length > 0 && (
          <ul className="sf-blog-replies" aria-label={t('blog_replies_to', { name })}>
            {reply.replies.map((nested) => (
              <ReplyItem key={nested.id} ctx={ctx} reply={nested} commentId={commentId} />
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}

function CommentItem({ ctx, comment, itemRef }: { ctx: Ctx; comment: BlogComment; itemRef?: React.Ref<HTMLElement> }) {
  const t = useT();
  const name = comment.user?.full_name ?? '';
  return (
    <li className="sf-blog-comment">
      <article ref={itemRef} tabIndex={itemRef ? -1 : undefined} aria-label={name || undefined}>
        <Byline user={comment.user} date={comment.comment_date} level={3} size={48} />
        <p className="sf-blog-comment__text">{comment.comment}</p>
        <Actions
          ctx={ctx}
          target={{ kind: 'comment', id: comment.id, commentId: comment.id }}
          likes={comment.comment_likes}
          name={name}
          formKey={`c${comment.id}`}
          replyBody={{ blog_comment_id: comment.id, parent_id: '', level: 0 }}
        />
        {comment.comment_replies.length > 0 && (
          <ul className="sf-blog-replies" aria-label={t('blog_replies_to', { name })}>
            {comment.comment_replies.map((reply) => (
              <ReplyItem key={reply.id} ctx={ctx} reply={reply} commentId={comment.id} />
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}

function CommentForm({ ctx, onDone }: { ctx: Ctx; onDone: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const form = useAppSelector((state) => selectPost(state, ctx.slug)?.commentForm);
  return (
    <WriteForm
      className="sf-blog-comment-form"
      primary
      label={t('write_a_comments')}
      form={form}
      onSend={(comment) => dispatch(commentSubmitted({ slug: ctx.slug, comment }))}
      onDone={onDone}
    />
  );
}

/**
 * The comments of a post: how many, newest first with their replies, "Show more" for further
 * pages (appended, merged by id), and the comment form, or for a guest a way to sign in and back.
 */
export function BlogComments({ slug }: { slug: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const ids = useId();
  const entry = useAppSelector((state) => selectPost(state, slug));
  const user = useAppSelector(selectUser);
  const userId = user ? Number(user.id) : null;
  const [message, setMessage] = useState('');
  /** After a comment: the count of reads when it was posted (focus waits for the next read). */
  const focusAfter = useRef<number | null>(null);
  const newest = useRef<HTMLElement>(null);
  const onSignIn = useCallback(
    () => dispatch(signInRequired({ returnTo: `${location.pathname}${location.search}` })),
    [dispatch, location.pathname, location.search],
  );
  const ctx: Ctx = { slug, userId, onSignIn, announce: setMessage };
  const comments = entry?.comments;
  const loads = entry?.loads ?? 0;

  const posted = useCallback(() => {
    setMessage(t('blog_comment_posted'));
    focusAfter.current = loads;
  }, [t, loads]);

  // After a comment the post is read again: focus goes to the newest comment (first) once it is there.
  useEffect(() => {
    if (focusAfter.current === null || loads <= focusAfter.current) return;
    focusAfter.current = null;
    newest.current?.focus();
  }, [loads]);

  if (!comments) return null;
  const busy = comments.moreStatus === 'loading';
  let more: ReactNode = null;
  if (comments.nextPageUrl) {
    more = (
      <div className="sf-load-more">
        <button
          type="button"
          className="sf-button"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => dispatch(moreCommentsRequested({ slug }))}
        >
          {busy ? t('loading') : comments.moreStatus === 'failed' ? t('try_again') : t('show_more')}
        </button>
      </div>
    );
  }
  return (
    <section className="sf-blog-comments" aria-labelledby={`${ids}-h`}>
      <h2 id={`${ids}-h`}>
        {t('comments')} <span className="sf-blog-comments__count">({comments.total})</span>
      </h2>
      {comments.items.length > 0 && (
        <ol className="sf-blog-comment-list" aria-label={t('blog_comment_count', { count: comments.total })}>
          {comments.items.map((comment, index) => (
            <CommentItem key={comment.id} ctx={ctx} comment={comment} itemRef={index === 0 ? newest : undefined} />
          ))}
        </ol>
      )}
      {more}
      <p className="sf-visually-hidden" role="status">
        {message || (comments.items.length > 0 ? t('blog_comments_shown', { count: comments.items.length, total: comments.total }) : '')}
      </p>
      {userId === null ? (
        <p className="sf-blog-comments__sign-in">
          <Link
            to={paths.login()}
            onClick={(event) => {
              event.preventDefault();
              onSignIn();
            }}
          >
            {t('blog_sign_in_to_comment')}
          </Link>
        </p>
      ) : (
        <CommentForm ctx={ctx} onDone={posted} />
      )}
    </section>
  );
}
