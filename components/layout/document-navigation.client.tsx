'use client';

import { useEffect } from 'react';

/**
 * Makes every link load its page as a new document. For the not-found page only: it stands
 * outside the site's layouts (app/global-not-found.tsx), and the client router cannot move from
 * it into them. Stopping a link's click before it reaches React leaves it to the browser.
 */
export function DocumentNavigation() {
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) event.stopPropagation();
    };
    window.addEventListener('click', follow, true);
    return () => window.removeEventListener('click', follow, true);
  }, []);
  return null;
}
