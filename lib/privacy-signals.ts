/** The parts of `navigator` and `window` that carry a visitor's wish not to be tracked. */
export interface PrivacySignalSources {
  navigator: { globalPrivacyControl?: boolean; doNotTrack?: string | null; msDoNotTrack?: string | null };
  window: { doNotTrack?: string | null };
}

/**
 * Whether the browser asks not to be tracked: Global Privacy Control, or Do Not Track (still
 * read from `window` and the old Internet Explorer/Edge name, which some browsers kept).
 */
export function asksNotToBeTracked(
  sources: PrivacySignalSources = { navigator, window } as unknown as PrivacySignalSources,
): boolean {
  const { navigator: nav, window: win } = sources;
  const dnt = [nav.doNotTrack, win.doNotTrack, nav.msDoNotTrack];
  return nav.globalPrivacyControl === true || dnt.some((value) => value === '1' || value === 'yes');
}
