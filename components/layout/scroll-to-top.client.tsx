'use client';

import { Icon } from '@/components/ui/icon';
import { prefersReducedMotion } from '@/hooks/use-reduced-motion';
import { tabbables } from '@/lib/tabbables';
import { useScrollPast } from '../../hooks/use-scroll-past';
import styles from './scroll-to-top.module.scss';

/** The specification's threshold for showing the button. */
export const SCROLL_TOP_OFFSET = 250;

export function ScrollToTop({ label }: { label: string }) {
  const visible = useScrollPast(SCROLL_TOP_OFFSET);
  return (
    <button
      type="button"
      className={styles.button}
      data-visible={visible}
      aria-label={label}
      hidden={!visible}
      onClick={() => {
        // Focus goes to the top with the view (the page's first stop, its skip link), not back to
        // the page's start: the button hides on the way up, and a hidden focused element would
        // also cut the smooth scroll short. Moved without scrolling, so the scroll stays smooth.
        tabbables(document.body)[0]?.focus({ preventScroll: true });
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      }}
    >
      <Icon name="arrow-up" size={22} weight="bold" />
    </button>
  );
}
