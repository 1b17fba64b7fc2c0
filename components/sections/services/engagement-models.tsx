import { ArticleBlock } from '@/components/ui/article-block';
import { Icon } from '@/components/ui/icon';
import type { EngagementModel } from '@/content/services';
import { Reveal } from '@/components/ui/motion/reveal.client';
import styles from './engagement-models.module.scss';

export interface EngagementModelsProps {
  id: string;
  title: string;
  models: readonly EngagementModel[];
}

/** The ways a client can work with the company, side by side. */
export function EngagementModels({ id, title, models }: EngagementModelsProps) {
  return (
    <ArticleBlock id={id} title={title} belowFirstScreen>
      <ul className={styles.models}>
        {models.map((model, index) => (
          <Reveal as="li" key={index} index={index} className={styles.model}>
            <span className={styles.icon}>
              <Icon name={model.icon} size={26} />
            </span>
            <h3 className={styles.modelTitle}>{model.title}</h3>
            <p className={styles.text}>{model.text}</p>
          </Reveal>
        ))}
      </ul>
    </ArticleBlock>
  );
}
