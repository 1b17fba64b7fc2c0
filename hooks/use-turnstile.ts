import { useEffect, useRef } from 'react';
import { loadTurnstile, type TurnstileApi } from '@/lib/turnstile';

/** How long a send waits for the widget's token before it goes without one (and the receiver refuses it). */
export const tokenWaitMs = 8_000;

/**
 * Turnstile for one form, when the build has a site key: `start()` (on the visitor's first
 * input) loads and renders the widget into `containerRef`; `token()` waits for its token,
 * and hands it over once: a token is good for one send, so the widget then makes a new one.
 */
export function useTurnstile(siteKey: string | undefined, action: string) {
  const containerRef = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: TurnstileApi; id: string } | null>(null);
  const started = useRef(false);
  const current = useRef('');
  const waiting = useRef<((token: string) => void)[]>([]);

  const receive = (token: string) => {
    current.current = token;
    if (token) for (const resolve of waiting.current.splice(0)) resolve(token);
  };

  const start = () => {
    if (!siteKey || started.current) return;
    started.current = true;
    loadTurnstile()
      .then((api) => {
        if (!containerRef.current) return;
        const id = api.render(containerRef.current, {
          sitekey: siteKey,
          action,
          appearance: 'interaction-only',
          size: 'flexible',
          // The page's language, not the browser's: what it says matches the form around it.
          language: document.documentElement.lang || 'auto',
          callback: receive,
          'expired-callback': () => receive(''),
          'error-callback': () => receive(''),
        });
        if (id) widget.current = { api, id };
      })
      .catch(() => {
        // Unreachable now: the next input tries again.
        started.current = false;
      });
  };

  const token = async (): Promise<string | undefined> => {
    if (!siteKey) return undefined;
    start();
    const ready =
      current.current ||
      (await new Promise<string>((resolve) => {
        waiting.current.push(resolve);
        setTimeout(() => resolve(''), tokenWaitMs);
      }));
    current.current = '';
    if (widget.current) widget.current.api.reset(widget.current.id);
    return ready || undefined;
  };

  useEffect(
    () => () => {
      if (widget.current) widget.current.api.remove(widget.current.id);
    },
    [],
  );

  return { containerRef, start, token, enabled: Boolean(siteKey) };
}
