/**
 * What plays a video: the browser's own player for a file, or a hosted player's iframe. The address
 * comes from data, so only what each type can honestly be is accepted: an http(s) file URL, a
 * YouTube or Vimeo id (or a link to one), a Facebook video link; anything else plays nothing.
 * Hosted players use their privacy modes (youtube-nocookie.com, Vimeo's dnt=1) and are only ever
 * built after the shopper presses play (VideoPlayer's facade).
 */
export type PlayerSource =
  { kind: 'file'; src: string } | { kind: 'embed'; host: 'YouTube' | 'Vimeo' | 'Facebook'; src: string } | { kind: 'none' };

const parse = (value: string): URL | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
};

const YOUTUBE_ID = /^[\w-]{6,20}$/;

/** The original stores the bare id; an admin may still paste a watch, share or embed link. */
export function youtubeId(value: string): string | null {
  if (YOUTUBE_ID.test(value)) return value;
  const url = parse(value);
  if (!url) return null;
  const host = url.hostname.replace(/^(www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com')
    id = url.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? null;
  return id && YOUTUBE_ID.test(id) ? id : null;
}

export function vimeoId(value: string): string | null {
  if (/^\d{1,12}$/.test(value)) return value;
  const url = parse(value);
  if (!url || !/(^|\.)vimeo\.com$/.test(url.hostname)) return null;
  return /\/(\d{1,12})(?:\/|$)/.exec(url.pathname)?.[1] ?? null;
}

function facebookVideo(value: string): string | null {
  const url = parse(value);
  if (!url || url.protocol !== 'https:' || !/(^|\.)(facebook\.com|fb\.watch)$/.test(url.hostname)) return null;
  return url.toString();
}

export function playerSource(type: string, value: string): PlayerSource {
  if (type === 'mp4') {
    const url = parse(value);
    return url ? { kind: 'file', src: url.toString() } : { kind: 'none' };
  }
  if (type === 'youtube') {
    const id = youtubeId(value);
    return id ? { kind: 'embed', host: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` } : { kind: 'none' };
  }
  if (type === 'vimeo') {
    const id = vimeoId(value);
    return id ? { kind: 'embed', host: 'Vimeo', src: `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1` } : { kind: 'none' };
  }
  if (type === 'embedded_video') {
    const href = facebookVideo(value);
    return href
      ? {
          kind: 'embed',
          host: 'Facebook',
          src: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(href)}&show_text=false&autoplay=true`,
        }
      : { kind: 'none' };
  }
  return { kind: 'none' };
}
