/**
 * Product reviews (test/contract/catalogue/{product-reviews,product-review-store,product-reply-store,like-review,unlike-review}.json): the list, writing (multipart, upsert by user and
 * product), replies and likes. Every write answers page 1 of `paginate × 10` rows, which replaces
 * the list shown.
 */
import { ApiError } from '../../lib/http/api-error';
import type { Http } from '../../lib/http/client';
import { expectKeys } from '../../lib/http/expect';
import { readPage, type PageOf } from '../../lib/paging/read-page';

export interface ReviewUser {
  id: number;
  full_name: string;
  profile_image?: string | null;
}

export interface ReviewReply {
  id: number;
  user_id: number;
  reply: string | null;
  reply_date?: string;
  user?: ReviewUser | null;
}

export interface ReviewLike {
  id: number;
  user_id: number;
}

export interface Review {
  id: number;
  user_id: number;
  rating: number;
  title: string | null;
  comment: string | null;
  review_date?: string;
  /** Set (an object) when the review has a photo; `image_link` is its URL or false. */
  images?: unknown;
  image_link?: string | false;
  user?: ReviewUser | null;
  replies: ReviewReply[];
  review_likes: ReviewLike[];
}

/** Rating (1…5, as text keys) → share of the reviews in percent. */
export type Percentages = Record<'1' | '2' | '3' | '4' | '5', number>;

export interface ReviewsAnswer {
  page: PageOf<Review>;
  percentages: Percentages | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const toList = <T>(v: unknown, isItem: (x: unknown) => x is T): T[] => (Array.isArray(v) ? v.filter(isItem) : []);

const isUser = (v: unknown): v is ReviewUser => isObject(v) && Number(v.id) > 0;
const isReply = (v: unknown): v is ReviewReply => isObject(v) && Number(v.id) > 0;
const isLike = (v: unknown): v is ReviewLike => isObject(v) && Number(v.id) > 0;

/** A review row, normalised: counts and lists the screen relies on are always there. */
function isReview(row: unknown): row is Review {
  if (!isObject(row) || !(Number(row.id) > 0)) return false;
  row.id = Number(row.id);
  row.user_id = Number(row.user_id);
  row.rating = Math.min(5, Math.max(0, Number(row.rating) || 0));
  row.user = isUser(row.user) ? row.user : null;
  row.replies = toList(row.replies, isReply).map((r) => ({ ...r, user: isUser(r.user) ? r.user : null }));
  row.review_likes = toList(row.review_likes, isLike).map((l) => ({ ...l, user_id: Number(l.user_id) }));
  return true;
}

function readPercentages(value: unknown): Percentages | null {
  if (!isObject(value)) return null;
  const out = {} as Percentages;
  for (const key of ['1', '2', '3', '4', '5'] as const) {
    const n = Number(value[key]);
    out[key] = Number.isFinite(n) && n > 0 ? n : 0;
  }
  return out;
}

function readAnswer(data: unknown, percentagesRequired: boolean): ReviewsAnswer {
  const answer = expectKeys<{ reviews: unknown; percentages?: unknown }>(
    data,
    percentagesRequired ? ['reviews', 'percentages'] : ['reviews'],
  );
  return { page: readPage(answer.reviews, 'reviews', isReview), percentages: readPercentages(answer.percentages) };
}

/** `GET home/product-reviews/{id}`: 10 a page; `page` only from the second page on, as the original. */
export async function fetchReviews(http: Http, productId: number, page = 1): Promise<ReviewsAnswer> {
  const { data } = await http.get(`home/product-reviews/${productId}`, page > 1 ? { params: { page } } : undefined);
  return readAnswer(data, true);
}

export interface ReviewDraft {
  rating: number;
  title: string;
  comment: string;
  image: File | null;
}

export interface StoredReview extends ReviewsAnswer {
  success: string | null;
  /** The product's new stored rating (the answer's `review.product.rating`), when sent. */
  productRating: number | null;
}

const successOf = (data: unknown) => (isObject(data) && typeof data.success === 'string' && data.success ? data.success : null);

/** `POST user/product-review-store`, multipart; `paginate` = the pages shown, so the answer covers them. */
export async function storeReview(http: Http, productId: number, draft: ReviewDraft, paginate: number): Promise<StoredReview> {
  const form = new FormData();
  form.append('product_id', String(productId));
  form.append('rating', String(draft.rating));
  form.append('title', draft.title);
  form.append('comment', draft.comment);
  form.append('paginate', String(paginate));
  if (draft.image) form.append('image', draft.image);
  const { data } = await http.post('user/product-review-store', form);
  const answer = readAnswer(data, true);
  const review = isObject(data) && isObject(data.review) ? data.review : null;
  const product = review && isObject(review.product) ? review.product : null;
  const rating = product ? Number(product.rating) : NaN;
  return { ...answer, success: successOf(data), productRating: Number.isFinite(rating) ? rating : null };
}

export interface ReviewAction {
  productId: number;
  reviewId: number;
  paginate: number;
}

/** `POST home/product-reply-store`: `{review, reviews, success}`. */
export async function storeReply(http: Http, action: ReviewAction, reply: string): Promise<ReviewsAnswer & { success: string | null }> {
  const { data } = await http.post('home/product-reply-store', {
    reply,
    review_id: action.reviewId,
    product_id: action.productId,
    paginate: action.paginate,
  });
  return { ...readAnswer(data, false), success: successOf(data) };
}

/** `POST product/like-review` / `product/unlike-review`: `{like|unlike, reviews}` (never `success`). */
export async function sendLike(http: Http, action: ReviewAction, like: boolean): Promise<ReviewsAnswer> {
  const { data } = await http.post(like ? 'product/like-review' : 'product/unlike-review', {
    id: action.reviewId,
    product_id: action.productId,
    paginate: action.paginate,
  });
  if (!isObject(data) || !(like ? 'like' in data : 'unlike' in data)) {
    throw new ApiError('malformed', "The server's answer does not confirm the like.");
  }
  return readAnswer(data, false);
}
