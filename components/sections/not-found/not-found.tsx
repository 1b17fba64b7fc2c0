import type { Metadata } from 'next';
import { switchToHomes } from '@/components/layout/language-switcher';
import { ErrorState } from '@/components/sections/error-state/error-state';
import { Newsletter } from '@/components/sections/newsletter/newsletter';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { ui } from '@/content/interface';
import { localPath } from '@/content/permalinks';

/**
 * The not-found page's head, in the page's language (the root layout's template adds the site's
 * name to the title). Next.js marks the English one (the global not-found page) noindex itself;
 * the German and Arabic ones are ordinary routes that ask it.
 */
export function notFoundMetadata(): Metadata {
  return {
    title: ui.not_found.title,
    description: ui.not_found.description,
    robots: { index: false },
  };
}

/**
 * What the not-found page shows, in the page's language: its banner, the lost satellite with the
 * way home, and the newsletter. The language switcher leads to each language's home, whatever
 * the address.
 */
export function NotFoundContent() {
  switchToHomes();
  const path = localPath('/404');
  return (
    <>
      <PageBanner title={ui.not_found.title} path={path} crumb="404" structuredData={false} />
      <ErrorState
        image={{
          src: '/images/404.svg',
          darkSrc: '/images/404-dark.svg',
          alt: ui.not_found.image,
          width: 600,
          height: 400,
        }}
        title={ui.not_found.heading}
        text={ui.not_found.text}
      />
      <Newsletter />
    </>
  );
}
