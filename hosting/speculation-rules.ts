// The next page, drawn before the click. The site's links are plain ones, each a page load; a
// Chromium browser reads these rules (from the `Speculation-Rules` header every answer carries,
// so no page needs an inline script for them) and prerenders a page of the site a moment after
// the pointer rests on its link, or as it presses it (`moderate`). Never the API, the content
// manager or a file, nor a link that downloads or opens a new tab.
export const speculationRulesPath = '/speculation-rules.json';

/** Where a rule set must say it is one, whatever the host infers from `.json`. */
export const speculationRulesType = 'application/speculationrules+json';

export const speculationRules = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/api/*', '/admin/*', '/*.*'] } },
          { not: { selector_matches: '[download], [target="_blank"], [rel~="nofollow"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};
