import type { Metadata } from 'next';
import { DocumentNavigation } from '@/components/layout/document-navigation.client';
import { switchToHomes } from '@/components/layout/language-switcher';
import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/site-document';
import { SiteShell } from '@/components/layout/site-shell';
import { NotFoundContent, notFoundMetadata } from '@/components/sections/not-found/not-found';
import { site } from '@/content/site';

// The page for every URL the site does not have, in English (the German and Arabic ones are
// app/[lang]/(main)/404). It stands outside the layouts, so it brings the document (and the
// site's head) and the shell the (main) layout gives inner pages. Next.js marks it noindex
// itself.
// It has no layout above it, whose template would add the site's name to its title.
export const metadata: Metadata = {
  ...siteMetadata(),
  ...notFoundMetadata(),
  title: `${notFoundMetadata().title as string} | ${site.name}`,
  robots: undefined,
};
export const viewport = siteViewport;

export default function NotFound() {
  // Before the header is drawn: its switcher leads to each language's home (the content below
  // says so too, but the server may draw the header first).
  switchToHomes();
  return (
    <SiteDocument>
      <SiteShell>
        <NotFoundContent />
      </SiteShell>
      <DocumentNavigation />
    </SiteDocument>
  );
}
