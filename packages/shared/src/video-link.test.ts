import { describe, expect, it } from 'vitest';
import { parseVideoLink, videoEmbedUrl } from './video-link.js';

const yt = (id: string) => ({ provider: 'youtube', id });
const vimeo = (id: string) => ({ provider: 'vimeo', id });

describe('parseVideoLink', () => {
  it.each([
    ['https://youtu.be/dQw4w9WgXcQ', yt('dQw4w9WgXcQ')],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', yt('dQw4w9WgXcQ')],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=x', yt('dQw4w9WgXcQ')],
    ['youtube.com/watch?v=dQw4w9WgXcQ', yt('dQw4w9WgXcQ')],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', yt('dQw4w9WgXcQ')],
    ['https://www.youtube.com/shorts/aB3_-9xYz01', yt('aB3_-9xYz01')],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', yt('dQw4w9WgXcQ')],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', yt('dQw4w9WgXcQ')],
    ['  dQw4w9WgXcQ  ', yt('dQw4w9WgXcQ')],
    ['https://vimeo.com/76979871', vimeo('76979871')],
    ['https://player.vimeo.com/video/76979871?h=abc', vimeo('76979871')],
    ['vimeo.com/76979871', vimeo('76979871')],
    ['76979871', vimeo('76979871')],
  ])('%s', (input, expected) => {
    expect(parseVideoLink(input)).toEqual(expected);
  });

  it.each([
    '',
    'hello',
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/channels/staff',
    'javascript:alert(1)',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'dQw4w9WgXcQ<script>',
  ])('refuses %s', (input) => {
    expect(parseVideoLink(input)).toBeNull();
  });

  it('builds the privacy-friendly player addresses', () => {
    expect(videoEmbedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(videoEmbedUrl({ provider: 'vimeo', id: '76979871' })).toBe('https://player.vimeo.com/video/76979871?dnt=1');
  });
});
