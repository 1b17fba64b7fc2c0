'use client';

import { paths } from '@/content/permalinks';

/** Failures while rendering a page in the browser: a way to retry and a way home (styles/_error-screen.scss). */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main" className="error-screen">
      <div className="error-screen-card" role="alert">
        <p className="error-screen-code">Error</p>
        <h1 className="error-screen-title">Unexpected Application Error</h1>
        <p className="error-screen-text">
          Something went wrong while showing this page. Please try again, or head back to the home page.
        </p>
        <div className="error-screen-actions">
          <button type="button" className="error-screen-primary" onClick={reset}>
            Try again
          </button>
          {/* A full load: the way home starts afresh, and the boundary carries no router link. */}
          <a href={paths.home} className="error-screen-secondary">
            Back To Home
          </a>
        </div>
      </div>
    </main>
  );
}
