/**
 * The origins whose video players a docs page may embed in an `<iframe>`: the build refuses any
 * other, and the Content-Security-Policy's frame-src allows only these (server/http/security.ts).
 */
export const VIDEO_EMBED_ORIGINS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.loom.com',
] as const;
