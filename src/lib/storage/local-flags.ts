/**
 * Small, non-secret preferences in localStorage (the pop-up dismissal flag, demo colours).
 * Storage can be full, disabled or blocked by privacy settings: every access is guarded so a
 * refusal only loses the preference, never the page. Tokens never come here.
 */
export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Preference not saved; nothing else depends on it.
  }
}

/** The original backend's key: `popup` = "1" means "don't show the newsletter pop-up again". */
export const POPUP_FLAG_KEY = 'popup';
export const DEMO_COLOURS_KEY = 'storefront.demo-colours';
