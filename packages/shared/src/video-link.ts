/** Spec §3 News feed `videoId`: a YouTube or Vimeo video, stored as its provider and id. */
export const VIDEO_PROVIDERS = ['youtube', 'vimeo'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];
export type VideoRef = { provider: VideoProvider; id: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
];
const VIMEO_HOSTS = ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'];

function youtubeIdOf(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1];
  if (!YOUTUBE_HOSTS.includes(url.hostname)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const [, kind, id] = url.pathname.split('/');
  return kind === 'shorts' || kind === 'embed' || kind === 'live' ? id : undefined;
}

function vimeoIdOf(url: URL): string | undefined {
  if (!VIMEO_HOSTS.includes(url.hostname)) return undefined;
  const parts = url.pathname.split('/').filter(Boolean);
  // vimeo.com/123, player.vimeo.com/video/123
  return url.hostname === 'player.vimeo.com' ? (parts[0] === 'video' ? parts[1] : undefined) : parts[0];
}

/**
 * A YouTube link (youtu.be/<id>, watch?v=<id>, shorts/<id>, embed/<id>) or bare 11-character id, or a Vimeo link
 * (vimeo.com/<number>, player.vimeo.com/video/<number>) or bare number; anything else is null.
 */
export function parseVideoLink(input: string): VideoRef | null {
  const value = input.trim();
  if (YOUTUBE_ID.test(value) && !VIMEO_ID.test(value)) return { provider: 'youtube', id: value };
  if (VIMEO_ID.test(value)) return { provider: 'vimeo', id: value };
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youtube = youtubeIdOf(url);
  if (youtube && YOUTUBE_ID.test(youtube)) return { provider: 'youtube', id: youtube };
  const vimeo = vimeoIdOf(url);
  if (vimeo && VIMEO_ID.test(vimeo)) return { provider: 'vimeo', id: vimeo };
  return null;
}

/** The privacy-friendly player address of a video (youtube-nocookie, Vimeo's player with do-not-track). */
export function videoEmbedUrl(video: VideoRef): string {
  return video.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${video.id}`
    : `https://player.vimeo.com/video/${video.id}?dnt=1`;
}

/** The address people open to watch a video on its own site. */
export function videoPageUrl(video: VideoRef): string {
  return video.provider === 'youtube' ? `https://www.youtube.com/watch?v=${video.id}` : `https://vimeo.com/${video.id}`;
}
