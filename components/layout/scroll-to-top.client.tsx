'use client';

import { Icon } from '@/components/ui/icon';
import { prefersReducedMotion } from '@/hooks/use-reduced-motion';
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
      onClick={(event) => {
        // The button hides itself on the way up; a hidden focused element would cut the smooth scroll short.
        event.currentTarget.blur();
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      }}
    >
      <Icon name="arrow-up" size={22} weight="bold" />
    </button>
  );
}
