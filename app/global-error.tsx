'use client';

import { useParams } from 'next/navigation';
import { isLanguage, languageInfo } from '@/content/languages';
import ErrorPage from './error';
import '@/styles/globals.scss';

/** Failures in the root layout itself: the same screen, with its own document in the page's language. */
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  const lang = useParams()?.lang;
  const language = isLanguage(lang) ? lang : 'en';
  return (
    <html lang={language} dir={languageInfo[language].dir}>
      <body>
        <ErrorPage {...props} />
      </body>
    </html>
  );
}
