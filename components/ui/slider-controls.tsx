import type { Ref } from 'react';
import { Icon } from '@/components/ui/icon';
import type { SliderWords } from '@/content/interface';
import { fill } from '@/content/words';
import { cx } from '@/lib/class-names';
import { shownOnceReady } from '@/lib/first-screen';
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
  words: SliderWords;
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
  words,
}: SliderControlsProps) {
  return (
    // Unseen until the slider runs (slider.module.scss): its icons need not be in the page.
    <div className={cx(styles.controls, className)} {...shownOnceReady}>
      {pagination && (
        <div className={styles.dots}>
          {Array.from({ length: count }, (_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-label={fill(words.go_to, { number: index + 1 })}
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
            aria-label={autoplay.playing ? words.pause : words.play}
            onClick={autoplay.onToggle}
          >
            {autoplay.playing ? (
              <Icon name="pause" size={18} weight="fill" />
            ) : (
              <Icon name="play" size={18} weight="fill" />
            )}
          </button>
        )}
        <button type="button" className={styles.button} aria-label={words.previous} onClick={onPrev}>
          <Icon name="arrow-left" size={20} weight="bold" />
        </button>
        <button type="button" className={styles.button} aria-label={words.next} onClick={onNext}>
          <Icon name="arrow-right" size={20} weight="bold" />
        </button>
      </div>
    </div>
  );
}
