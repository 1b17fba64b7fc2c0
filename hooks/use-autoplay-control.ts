import { useEffect, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/** The part of a Swiper instance the autoplay control drives. */
export interface AutoplayTarget {
  destroyed?: boolean;
  wrapperEl: HTMLElement;
  autoplay: { running: boolean; start: () => boolean; stop: () => boolean };
}

/**
 * Who decides whether a slider plays: the visitor's explicit choice (the
 * pause/play button) wins; otherwise it plays unless they prefer reduced
 * motion. While the pointer rests on the slides or keyboard focus is inside
 * them, it holds still, and it resumes when both leave.
 */
export function useAutoplayControl(enabled: boolean) {
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<'auto' | 'play' | 'pause'>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [target, setTarget] = useState<AutoplayTarget | null>(null);
  const playing = enabled && (choice === 'auto' ? !reducedMotion : choice === 'play');
  const running = playing && !hovered && !focused;

  useEffect(() => {
    if (!target || target.destroyed) return;
    if (running && !target.autoplay.running) target.autoplay.start();
    if (!running && target.autoplay.running) target.autoplay.stop();
    // Moving slides are not announced; slides chosen by the visitor are.
    target.wrapperEl.setAttribute('aria-live', running ? 'off' : 'polite');
  }, [running, target]);

  return {
    /** Swiper has started: the controls work. */
    ready: target !== null,
    /** Autoplay is on (the button offers to pause it). */
    playing,
    reducedMotion,
    toggle: () => setChoice(playing ? 'pause' : 'play'),
    setHovered,
    setFocused,
    setTarget,
  };
}
