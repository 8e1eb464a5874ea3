/**
 * The blog screens' texts: the original's language keys where blogs.vue / blog_details.vue and
 * blog_partials use them (search_blog, newest, oldest, most_viewed, read_more, recent_post, tags,
 * comments, write_a_comments, write_reply, post, replies…), `blog_*` for what is ours.
 */
export const BLOGS_TEXTS = {
  search_blog: 'Search blog',
  sort_by: 'Sort by',
  newest: 'Newest',
  oldest: 'Oldest',
  most_viewed: 'Most viewed',
  read_more: 'Read more',
  categories: 'Categories',
  all_categories: 'All categories',
  recent_post: 'Recent posts',
  tags: 'Tags',
  comment: 'Comment',
  comments: 'Comments',
  write_a_comments: 'Write a comment',
  write_reply: 'Write a reply',
  post: 'Post',
  replies: 'Replies',
  Reply: 'Reply',
  sign_in: 'Sign in',
  show_more: 'Show more',
  shown_of_total: 'Showing :count of :total',
  blog_search_button: 'Search',
  blog_no_posts: 'No blog posts found.',
  blog_more_categories: 'More categories',
  blog_all_posts: 'All posts',
  blog_by: 'By :name',
  blog_views_one: ':count view',
  blog_views_other: ':count views',
  blog_comment_count_one: ':count comment',
  blog_comment_count_other: ':count comments',
  blog_comments_shown: 'Showing :count of :total comments',
  blog_sign_in_to_comment: 'Sign in to write a comment',
  blog_like: 'Like',
  blog_like_label: 'Like the comment by :name (:count likes)',
  blog_like_reply_label: 'Like the reply by :name (:count likes)',
  blog_reply_to: 'Reply to :name',
  blog_replies_to: 'Replies to :name',
  blog_comment_required: 'Please write something first.',
  blog_comment_posted: 'Your comment was posted.',
  blog_reply_posted: 'Your reply was posted.',
  blog_sending: 'Sending…',
} as const;

type BlogsTexts = typeof BLOGS_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends BlogsTexts {}
}
