// Cloudflare Turnstile in the browser, for a build with NEXT_PUBLIC_TURNSTILE_SITE_KEY: the
// widget's script is requested only once a visitor starts filling in a form, never with the
// page, and each send takes a fresh token (worker/turnstile.ts checks it).

/** Turnstile's origin, which the build adds to the policy's `script-src` and `frame-src`. */
export const turnstileOrigin = 'https://challenges.cloudflare.com';
export const turnstileScriptUrl = `${turnstileOrigin}/turnstile/v0/api.js?render=explicit`;

export interface TurnstileOptions {
  sitekey: string;
  action?: string;
  appearance?: 'always' | 'execute' | 'interaction-only';
  size?: 'normal' | 'flexible' | 'compact';
  /** The widget's language: a two-letter code (the site's languages are all among Turnstile's), or `auto`. */
  language?: string;
  callback?: (token: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
}

/** The part of Turnstile's API the forms use. */
export interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileOptions): string | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | null = null;

/** Adds Turnstile's script once; resolves with its API once the script has run. */
export function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = turnstileScriptUrl;
    script.async = true;
    script.addEventListener('load', () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not start.')),
    );
    script.addEventListener('error', () => {
      // A later form may try again (the visitor's connection came back, say).
      loading = null;
      script.remove();
      reject(new Error('Turnstile could not be loaded.'));
    });
    document.head.append(script);
  });
  return loading;
}

/** Forgets a failed or finished load (tests). */
export function resetTurnstileLoader(): void {
  loading = null;
}
