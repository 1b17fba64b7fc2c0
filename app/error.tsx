'use client';

import { useParams } from 'next/navigation';
import errorWords from '@/.generated/error-words.json';

type Words = (typeof errorWords)['en'];

/** The words of the page's language: its route's `lang` (/de/…, /ar/…), else English. */
function wordsOf(lang: unknown): Words {
  return typeof lang === 'string' && lang in errorWords ? errorWords[lang as keyof typeof errorWords] : errorWords.en;
}

/**
 * Failures while rendering a page in the browser: a way to retry and a way home
 * (styles/_error-screen.scss), in the page's language (buildtime/error-words.ts).
 */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const words = wordsOf(useParams()?.lang);
  return (
    <main id="main" className="error-screen">
      <div className="error-screen-card" role="alert">
        <p className="error-screen-code">{words.code}</p>
        <h1 className="error-screen-title">{words.title}</h1>
        <p className="error-screen-text">{words.text}</p>
        <div className="error-screen-actions">
          <button type="button" className="error-screen-primary" onClick={reset}>
            {words.retry}
          </button>
          {/* A full load: the way home starts afresh, and the boundary carries no router link. */}
          <a href={words.home} className="error-screen-secondary">
            {words.back}
          </a>
        </div>
      </div>
    </main>
  );
}
