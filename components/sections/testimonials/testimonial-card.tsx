import { Image } from '@/components/ui/image';
import { Icon } from '@/components/ui/icon';
import { getTestimonialText } from '@/content/testimonials';
import type { Testimonial } from '@/content/types';
import { cx } from '@/lib/class-names';
import styles from './testimonial-card.module.scss';
import { fill, ui } from '@/content/interface';

export interface TestimonialCardProps {
  testimonial: Testimonial;
  tone?: 'light' | 'dark';
}

/** A client's words, rating, portrait, name and role; a fallback text stands in for a missing quote. */
export function TestimonialCard({ testimonial, tone = 'light' }: TestimonialCardProps) {
  return (
    <figure className={cx(styles.card, styles[tone])}>
      <div className={styles.top}>
        <Icon name="quotes" size={40} weight="fill" className={styles.quoteMark} />
        <p
          className={styles.rating}
          role="img"
          aria-label={fill(ui.testimonials.rating, { rating: testimonial.rating })}
        >
          {Array.from({ length: 5 }, (_, i) => (
            <Icon key={i} name="star" size={18} weight={i < testimonial.rating ? 'fill' : 'regular'} />
          ))}
        </p>
      </div>
      <blockquote className={styles.quote}>
        <p>{getTestimonialText(testimonial)}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <Image src={testimonial.imgUrl} alt="" width={160} height={160} className={styles.portrait} />
        <span>
          <span className={styles.name}>{testimonial.name}</span>
          <span className={styles.title}>{testimonial.title}</span>
        </span>
      </figcaption>
    </figure>
  );
}
