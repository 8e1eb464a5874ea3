/**
 * The reviews section's texts, under the original's language keys where details-view.vue has them
 * (`reviews`, `out_of`, `customer_reviews`, `comments`, `write_your_own_review`, `review_title`,
 * `comment`, `upload_image`, `send`, `edit`, `replies`, `Reply`, `show_more`,
 * `choose_a_rating_star_first`), our English for what the original shows as icons or not at all.
 */
export const REVIEWS_TEXTS = {
  reviews: 'Reviews',
  out_of: 'Out of',
  customer_reviews: 'Customer Reviews',
  comments: 'Comments',
  write_your_own_review: 'Write Your Own Review',
  review_title: 'Review Title',
  comment: 'Comment',
  upload_image: 'Upload Image',
  send: 'Send',
  edit: 'Edit',
  cancel: 'Cancel',
  remove: 'Remove',
  replies: 'Replies',
  Reply: 'Reply',
  show_more: 'Show more',
  sign_in: 'Sign in',
  choose_a_rating_star_first: 'Choose a rating star first',
  review_rating: 'Your rating',
  review_stars: ':count out of 5 stars',
  review_stars_option_one: ':count star',
  review_stars_option_other: ':count stars',
  review_share_one: ':count star: :percent%',
  review_share_other: ':count stars: :percent%',
  review_shares: 'Share of reviews by rating',
  review_like: 'Like',
  review_like_label_one: 'Like the review by :name, :count like',
  review_like_label_other: 'Like the review by :name, :count likes',
  review_photo: 'Photo from :name',
  review_no_reviews: 'No reviews yet.',
  review_sign_in_to_write: 'to write a review.',
  review_edit_heading: 'Edit your review',
  review_reply_label: 'Your reply to :name',
  review_image_type: 'Choose a JPEG, PNG, WebP or GIF image.',
  review_image_size: 'The image must not be larger than 2 MB.',
  review_image_chosen: 'Chosen image',
  review_sending: 'Sending…',
  review_shown: ':shown of :total reviews shown',
  // The original's "3 Comments" (`comments`) counts reviews, and has no singular.
  review_count_one: ':count review',
  review_count_other: ':count reviews',
} as const;

type ReviewsTexts = typeof REVIEWS_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends ReviewsTexts {}
}
