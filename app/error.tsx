'use client';

import styles from './error.module.scss';

/** Failures while rendering a page in the browser: a way to retry and a way home. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main" className={styles.page}>
      <div className={styles.card} role="alert">
        <p className={styles.code}>Error</p>
        <h1 className={styles.title}>Unexpected Application Error</h1>
        <p className={styles.text}>
          Something went wrong while showing this page. Please try again, or head back to the home page.
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={reset}>
            Try again
          </button>
          {/* A full load: the way home starts afresh, and the boundary carries no router link. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load is the point here */}
          <a href="/" className={styles.secondary}>
            Back To Home
          </a>
        </div>
      </div>
    </main>
  );
}
