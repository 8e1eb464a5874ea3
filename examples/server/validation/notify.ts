/**
 * `POST /internal/notify` (not in the original; cli/notify.ts posts it): a user id that is a whole
 * number ≥ 1 and a message that is non-blank text, each "required" in Laravel 8's wording. `type`
 * and `url` are optional and read by the route (an unknown type is `info`).
 */
import { laravelRules, message } from '../lib/validate';

export const notifySchema = laravelRules({
  user_id: [
    {
      implicit: true,
      check: (v) => Number.isInteger(Number(v)) && Number(v) >= 1,
      message: message.required,
    },
  ],
  message: [{ implicit: true, check: (v) => typeof v === 'string' && v !== '', message: message.required }],
});
