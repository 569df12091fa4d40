/**
 * Pure helpers about resource URLs, shared by the API (provider inference on create) and the
 * resource dialog (provider suggestion, video preview). Client-safe: no imports.
 *
 * Providers: `video_a` is YouTube, `video_b` is Vimeo, `drive` is Google Drive / Docs, anything
 * else is a plain `link` (docs/decisions/0034-resources-and-drive-import.md).
 */

type Provider = 'link' | 'drive' | 'video_a' | 'video_b';

const youtubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtu.be',
  'www.youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const vimeoHosts = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const driveHosts = new Set(['drive.google.com', 'docs.google.com']);

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The provider a URL belongs to: YouTube -> video_a, Vimeo -> video_b, Google Drive/Docs -> drive, else link. */
export function inferResourceProvider(value: string): Provider {
  const url = parseHttpUrl(value);
  const host = url?.hostname.toLowerCase() ?? '';
  if (youtubeHosts.has(host)) return 'video_a';
  if (vimeoHosts.has(host)) return 'video_b';
  if (driveHosts.has(host)) return 'drive';
  return 'link';
}

const youtubeId = /^[A-Za-z0-9_-]{11}$/;

/** `t=90`, `t=1m30s`, `start=90` -> seconds (0 when absent or unreadable). */
function startSeconds(url: URL): number {
  const raw = url.searchParams.get('start') ?? url.searchParams.get('t') ?? '';
  if (/^\d+s?$/.test(raw)) return Number.parseInt(raw, 10);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(raw);
  if (!raw || !match) return 0;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

function youtubeVideoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') id = parts[0];
  else if (parts[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
  else if (['embed', 'shorts', 'live', 'v', 'e'].includes(parts[0] ?? '')) id = parts[1];
  return id && youtubeId.test(id) ? id : null;
}

const hexOrNull = (value: string | null) => (value && /^[0-9a-f]{1,64}$/i.test(value) ? value : null);

function vimeoVideo(url: URL): { id: string; hash: string | null } | null {
  const parts = url.pathname.split('/').filter(Boolean);
  const host = url.hostname.toLowerCase();
  if (host === 'player.vimeo.com') {
    if (parts[0] !== 'video' || !/^\d+$/.test(parts[1] ?? '')) return null;
    return { id: parts[1]!, hash: hexOrNull(url.searchParams.get('h')) };
  }
  // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/x/123, vimeo.com/groups/x/videos/123
  const index = parts.findIndex((part) => /^\d+$/.test(part));
  if (index < 0) return null;
  const next = parts[index + 1];
  const hash = hexOrNull(next ?? null) ?? hexOrNull(url.searchParams.get('h'));
  return { id: parts[index]!, hash };
}

/**
 * The privacy-friendly embed address of a YouTube or Vimeo link, or null for anything else:
 * YouTube through youtube-nocookie.com (no cookies until the viewer plays), Vimeo with `dnt=1`
 * (no tracking). A start time in the link (`t=1m30s`) is kept.
 */
export function videoEmbedUrl(value: string): string | null {
  const url = parseHttpUrl(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  if (youtubeHosts.has(host)) {
    const id = youtubeVideoId(url);
    if (!id) return null;
    const start = startSeconds(url);
    return `https://www.youtube-nocookie.com/embed/${id}${start > 0 ? `?start=${start}` : ''}`;
  }
  if (vimeoHosts.has(host)) {
    const video = vimeoVideo(url);
    if (!video) return null;
    const query = new URLSearchParams();
    if (video.hash) query.set('h', video.hash);
    query.set('dnt', '1');
    return `https://player.vimeo.com/video/${video.id}?${query.toString()}`;
  }
  return null;
}
