import type { Ref } from 'react';
import { ArrowLeft, ArrowRight, Pause, Play } from '@phosphor-icons/react/dist/ssr';
import { cx } from '@/lib/class-names';
import styles from './slider.module.scss';

export interface SliderControlsProps {
  count: number;
  active: number;
  pagination: boolean;
  /** Present when the slider plays by itself. */
  autoplay?: { playing: boolean; onToggle: () => void };
  toggleRef?: Ref<HTMLButtonElement>;
  onGoTo: (index: number) => void;
  onPrev: () => void;
  onNext: () => void;
  className?: string;
}

/** The slider's real buttons: pagination, pause/play (named after what it will do) and previous/next. */
export function SliderControls({
  count,
  active,
  pagination,
  autoplay,
  toggleRef,
  onGoTo,
  onPrev,
  onNext,
  className,
}: SliderControlsProps) {
  return (
    <div className={cx(styles.controls, className)}>
      {pagination && (
        <div className={styles.dots}>
          {Array.from({ length: count }, (_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => onGoTo(index)}
            />
          ))}
        </div>
      )}
      <div className={styles.buttons}>
        {autoplay && (
          <button
            ref={toggleRef}
            type="button"
            className={styles.button}
            aria-label={autoplay.playing ? 'Pause autoplay' : 'Start autoplay'}
            onClick={autoplay.onToggle}
          >
            {autoplay.playing ? (
              <Pause size={18} weight="fill" aria-hidden />
            ) : (
              <Play size={18} weight="fill" aria-hidden />
            )}
          </button>
        )}
        <button type="button" className={styles.button} aria-label="Previous slide" onClick={onPrev}>
          <ArrowLeft size={20} weight="bold" aria-hidden />
        </button>
        <button type="button" className={styles.button} aria-label="Next slide" onClick={onNext}>
          <ArrowRight size={20} weight="bold" aria-hidden />
        </button>
      </div>
    </div>
  );
}
