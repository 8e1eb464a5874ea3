/**
 * `POST user/product-review-store` (test/contract/catalogue/product-review-store.json): the original
 * has no rule on the review (1.6.7 app/Http/Controllers/Site/ProductController.php, storeReview); its picture is
 * checked as a profile picture is (validation/uploads.ts). The product and rating checks stay the
 * route's business errors (HTTP 200 `{error}`), as the original's exceptions answer.
 */
import { laravelRules } from '../lib/validate';
import { IMAGE_RULE } from '../services/profile-uploads';
import { uploadRules } from './uploads';

export const reviewSchema = laravelRules({ image: uploadRules(IMAGE_RULE) });
