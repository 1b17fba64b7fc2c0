// The link to the web app manifest (app/manifest.ts), out of the exported HTML. A browser asks
// for a manifest it finds in the head at once, and a phone then fetches it beside the
// stylesheets, before the first paint it plays no part in: the manifest serves installing the
// site as an app, which starts from a page already running. React puts the link back in the head
// when the page's scripts hydrate it (the page's React payload keeps it, and React adds a <link>
// it does not find), so the manifest is there for every visitor whose browser runs the page's
// scripts, after the paint.

/** The link Next.js writes into every page's head from app/manifest.ts. */
export const manifestLink = '<link rel="manifest" href="/manifest.webmanifest"/>';

/** The page without its manifest link (idempotent). */
export function withoutManifestLink(html: string): string {
  return html.replace(manifestLink, '');
}
