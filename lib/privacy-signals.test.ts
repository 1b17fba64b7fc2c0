import { asksNotToBeTracked } from './privacy-signals';

const browser = (navigator: object = {}, window: object = {}) => ({ navigator, window });

describe('asksNotToBeTracked', () => {
  it('is false when the browser signals nothing, or says it does not mind', () => {
    expect(asksNotToBeTracked(browser())).toBe(false);
    expect(asksNotToBeTracked(browser({ globalPrivacyControl: false, doNotTrack: '0' }, { doNotTrack: null }))).toBe(
      false,
    );
    expect(asksNotToBeTracked(browser({ doNotTrack: 'unspecified' }))).toBe(false);
  });

  it('honours Global Privacy Control', () => {
    expect(asksNotToBeTracked(browser({ globalPrivacyControl: true }))).toBe(true);
  });

  it('honours Do Not Track, wherever the browser puts it', () => {
    expect(asksNotToBeTracked(browser({ doNotTrack: '1' }))).toBe(true);
    expect(asksNotToBeTracked(browser({ doNotTrack: 'yes' }))).toBe(true);
    expect(asksNotToBeTracked(browser({}, { doNotTrack: '1' }))).toBe(true);
    expect(asksNotToBeTracked(browser({ msDoNotTrack: '1' }))).toBe(true);
  });

  it('reads the browser’s own navigator by default', () => {
    expect(asksNotToBeTracked()).toBe(false);
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      expect(asksNotToBeTracked()).toBe(true);
    } finally {
      delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    }
  });
});
