import { playerSource, vimeoId, youtubeId } from '../player-source';

describe('which player a video gets', () => {
  it('reads a YouTube id, or the id out of the links an admin may paste', () => {
    expect(youtubeId('ScMzIvxBSi4')).toBe('ScMzIvxBSi4');
    expect(youtubeId('https://www.youtube.com/watch?v=ScMzIvxBSi4&t=10')).toBe('ScMzIvxBSi4');
    expect(youtubeId('https://youtu.be/ScMzIvxBSi4')).toBe('ScMzIvxBSi4');
    expect(youtubeId('https://www.youtube.com/embed/ScMzIvxBSi4')).toBe('ScMzIvxBSi4');
    expect(youtubeId('https://evil.example/watch?v=ScMzIvxBSi4')).toBeNull();
    expect(youtubeId('"><script>')).toBeNull();
  });

  it('reads a Vimeo id or link', () => {
    expect(vimeoId('76979871')).toBe('76979871');
    expect(vimeoId('https://vimeo.com/76979871')).toBe('76979871');
    expect(vimeoId('https://vimeo.example/76979871')).toBeNull();
  });

  it('embeds only from the privacy modes and only Facebook links for Facebook videos', () => {
    expect(playerSource('youtube', 'ScMzIvxBSi4')).toEqual({
      kind: 'embed',
      host: 'YouTube',
      src: 'https://www.youtube-nocookie.com/embed/ScMzIvxBSi4?autoplay=1&rel=0',
    });
    expect(playerSource('vimeo', '76979871')).toMatchObject({
      kind: 'embed',
      src: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    });
    expect(playerSource('embedded_video', 'https://www.facebook.com/shop/videos/123/')).toMatchObject({ kind: 'embed', host: 'Facebook' });
    expect(playerSource('embedded_video', 'https://facebook.com.evil.example/videos/1')).toEqual({ kind: 'none' });
    expect(playerSource('embedded_video', 'http://www.facebook.com/shop/videos/123/')).toEqual({ kind: 'none' });
  });

  it('plays only http(s) files, and nothing for an unknown type', () => {
    expect(playerSource('mp4', 'https://cdn.example/a.mp4')).toEqual({ kind: 'file', src: 'https://cdn.example/a.mp4' });
    expect(playerSource('mp4', 'javascript:alert(1)')).toEqual({ kind: 'none' });
    expect(playerSource('mp4', '/videos/a.mp4')).toEqual({ kind: 'none' });
    expect(playerSource('tiktok', 'abc')).toEqual({ kind: 'none' });
  });
});
