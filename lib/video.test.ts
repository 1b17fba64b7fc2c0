import { isVideoFile, videoEmbedUrl } from './video';

describe('videoEmbedUrl', () => {
  it('embeds YouTube from its no-cookie domain, muted and autoplaying, its controls and captions in the page’s language', () => {
    const url = new URL(videoEmbedUrl({ provider: 'youtube', videoId: 'aqz-KE-bpKQ', title: 'Intro' }, 'ar'));
    expect(url.origin + url.pathname).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(url.searchParams.get('mute')).toBe('1');
    expect(['hl', 'cc_lang_pref', 'cc_load_policy'].map((name) => url.searchParams.get(name))).toEqual([
      'ar',
      'ar',
      '1',
    ]);
  });

  it('embeds Vimeo muted and autoplaying, its captions in the page’s language', () => {
    const url = new URL(videoEmbedUrl({ provider: 'vimeo', videoId: '76979871', title: 'Intro' }, 'de'));
    expect(url.origin + url.pathname).toBe('https://player.vimeo.com/video/76979871');
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(url.searchParams.get('muted')).toBe('1');
    expect(url.searchParams.get('texttrack')).toBe('de');
  });

  it('adds autoplay and mute to a custom player URL, keeping its own query and hash', () => {
    expect(
      videoEmbedUrl({ provider: 'custom', url: 'https://player.example.com/v/1?lang=en#t=5', title: 'Intro' }, 'de'),
    ).toBe('https://player.example.com/v/1?lang=en&autoplay=1&mute=1#t=5');
  });

  it('leaves a video file as it is (the video element autoplays it muted)', () => {
    expect(videoEmbedUrl({ provider: 'custom', url: '/media/intro.mp4', title: 'Intro' }, 'en')).toBe(
      '/media/intro.mp4',
    );
    expect(isVideoFile('/media/intro.webm?v=2')).toBe(true);
    expect(isVideoFile('https://player.example.com/v/1')).toBe(false);
  });
});
