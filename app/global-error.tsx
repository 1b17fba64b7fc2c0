'use client';

import ErrorPage from './error';
import '@/styles/globals.scss';

/** Failures in the root layout itself: the same screen, with its own document. */
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <ErrorPage {...props} />
      </body>
    </html>
  );
}
