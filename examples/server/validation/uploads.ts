/**
 * The rules of an optional uploaded file (a profile picture, a shop's logo, banner or tax paper, a
 * recharge's proof): Laravel's `max` in kilobytes, then `mimes` with the kind read from the bytes
 * (services/profile-uploads.ts sniff). A form's "null" or "" for no file passes; add
 * `rules.requiredFile()` before them when a file must come.
 */
import { rules as r, type LaravelRule } from '../lib/validate';
import { sniff, type UploadRule } from '../services/profile-uploads';

export const uploadRules = (rule: UploadRule): LaravelRule[] => [r.maxKilobytes(rule.maxKb), r.mimes(rule.kinds, sniff)];
