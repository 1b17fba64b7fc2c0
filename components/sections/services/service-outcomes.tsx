import { ArticleBlock } from '@/components/ui/article-block';
import { Icon } from '@/components/ui/icon';
import { TagList } from '@/components/ui/tag-list';
import { fill, ui } from '@/content/interface';
import { pages } from '@/content/pages';
import type { Service } from '@/content/types';
import styles from './service-outcomes.module.scss';

export interface ServiceOutcomesProps {
  service: Pick<Service, 'title' | 'technologies' | 'outcomes'>;
}

/** A service's technologies and the results clients have seen. */
export function ServiceOutcomes({ service }: ServiceOutcomesProps) {
  return (
    <>
      <ArticleBlock id="service-technologies" title={pages.service_page.technologies} belowFirstScreen>
        <TagList items={service.technologies} label={fill(ui.services.technology_list, { service: service.title })} />
      </ArticleBlock>
      <ArticleBlock id="service-outcomes" title={pages.service_page.outcomes} belowFirstScreen>
        <ul className={styles.outcomes}>
          {service.outcomes.map((outcome, index) => (
            <li key={index} className={styles.outcome}>
              <span className={styles.icon}>
                <Icon name="chart" size={24} weight="bold" />
              </span>
              <p>{outcome}</p>
            </li>
          ))}
        </ul>
      </ArticleBlock>
    </>
  );
}
