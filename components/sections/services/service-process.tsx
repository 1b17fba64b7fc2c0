import { ArticleBlock } from '@/components/ui/article-block';
import type { ProcessStep } from '@/content/types';
import { Reveal } from '@/components/ui/motion/reveal.client';
import styles from './service-process.module.scss';

export interface ServiceProcessProps {
  id: string;
  title: string;
  steps: ProcessStep[];
}

/** The numbered steps of a delivery process. */
export function ServiceProcess({ id, title, steps }: ServiceProcessProps) {
  return (
    <ArticleBlock id={id} title={title} belowFirstScreen>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <Reveal as="li" key={index} index={index} columns={2} className={styles.step}>
            <span className={styles.number} aria-hidden>
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </Reveal>
        ))}
      </ol>
    </ArticleBlock>
  );
}
