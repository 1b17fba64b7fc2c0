/** A video the modal can play: a YouTube or Vimeo embed, or a custom URL. */
export type VideoSource =
  | { provider: 'youtube'; videoId: string; title: string }
  | { provider: 'vimeo'; videoId: string; title: string }
  | { provider: 'custom'; url: string; title: string };

/** Direct media files play in a `<video>` element; anything else is embedded in a frame. */
export function isVideoFile(url: string): boolean {
  return /\.(mp4|webm|ogg|ogv|mov)(\?|#|$)/i.test(url);
}

function withParams(url: string, params: Record<string, string>): string {
  const [beforeHash = '', hash] = url.split('#', 2);
  const query = new URLSearchParams(params).toString();
  const joined = `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}${query}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

/**
 * The address the modal loads once it opens: muted and autoplaying, so the
 * video starts the moment the visitor asks for it, with its captions on in the
 * page's `language` (a muted video speaks through them) and, on YouTube, its
 * controls in that language too. YouTube is embedded from its privacy-enhanced
 * domain, which sets no cookies until playback.
 */
export function videoEmbedUrl(video: VideoSource, language: string): string {
  switch (video.provider) {
    case 'youtube':
      return withParams(`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.videoId)}`, {
        autoplay: '1',
        mute: '1',
        playsinline: '1',
        rel: '0',
        hl: language,
        cc_lang_pref: language,
        cc_load_policy: '1',
      });
    case 'vimeo':
      return withParams(`https://player.vimeo.com/video/${encodeURIComponent(video.videoId)}`, {
        autoplay: '1',
        muted: '1',
        dnt: '1',
        texttrack: language,
      });
    case 'custom':
      return isVideoFile(video.url) ? video.url : withParams(video.url, { autoplay: '1', mute: '1' });
  }
}
