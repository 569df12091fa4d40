import { describe, expect, it } from 'vitest';
import { inferResourceProvider, videoEmbedUrl } from './video-links';

describe('inferResourceProvider', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'video_a'],
    ['https://youtu.be/dQw4w9WgXcQ', 'video_a'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'video_a'],
    ['https://vimeo.com/76979871', 'video_b'],
    ['https://player.vimeo.com/video/76979871', 'video_b'],
    ['https://drive.google.com/file/d/1AbC/view', 'drive'],
    ['https://docs.google.com/document/d/1AbC/edit', 'drive'],
    ['https://example.com/worksheet.pdf', 'link'],
    ['https://notyoutube.com/watch?v=dQw4w9WgXcQ', 'link'],
    ['https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ', 'link'],
    ['javascript:alert(1)', 'link'],
    ['not a url', 'link'],
  ])('%s -> %s', (url, provider) => {
    expect(inferResourceProvider(url)).toBe(provider);
  });
});

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=90', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90'],
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90',
    ],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://vimeo.com/76979871/a1b2c3d4e5', 'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5&dnt=1'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871?h=abc123', 'https://player.vimeo.com/video/76979871?h=abc123&dnt=1'],
  ])('%s -> %s', (url, embed) => {
    expect(videoEmbedUrl(url)).toBe(embed);
  });

  it.each([
    'https://www.youtube.com/',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://www.youtube.com/channel/UCabc',
    'https://vimeo.com/about',
    'https://player.vimeo.com/video/abc',
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    '',
  ])('no embed for %s', (url) => {
    expect(videoEmbedUrl(url)).toBeNull();
  });
});
