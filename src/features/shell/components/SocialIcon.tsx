/** The newsletter pop-up's social networks, drawn as small line icons (24 × 24, currentColor). */
export type SocialNetwork = 'facebook' | 'twitter' | 'linkedin' | 'instagram' | 'youtube';

const PATHS: Record<SocialNetwork, string> = {
  facebook: 'M14 21v-7h3l.5-3.5H14V8.6c0-1 .3-1.6 1.7-1.6H18V4a24 24 0 0 0-2.7-.1C12.6 3.9 11 5.5 11 8.3v2.2H8V14h3v7z',
  twitter: 'M4 4l6.6 8.8L4.2 20h1.5l5.6-6.3 4.7 6.3H20l-6.9-9.2L19 4h-1.5l-5.1 5.8L8 4z',
  linkedin:
    'M5 9h3v11H5zM6.5 3.8a1.8 1.8 0 1 1 0 3.5 1.8 1.8 0 0 1 0-3.5zM10 9h2.9v1.5c.5-.9 1.7-1.8 3.4-1.8 3 0 3.7 2 3.7 4.5V20h-3v-6.1c0-1.4-.1-2.6-1.7-2.6S13 12.5 13 13.8V20h-3z',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm4.5-3.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[network]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
