'use client';

import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import type { Faq } from '@/content/types';
import styles from './faq-accordion.module.scss';

export interface FaqAccordionProps {
  /** The questions, column by column. */
  columns: Faq[][];
  /** Names each column's group of `<details>`; unique per page. */
  id: string;
}

/**
 * Native disclosure widgets: every answer is in the HTML, and `<details name>`
 * keeps one item open per column without any script. This island mirrors the
 * open items in state and applies the same rule where `name` is unsupported.
 * The first item of the first column starts open.
 */
export function FaqAccordion({ columns, id }: FaqAccordionProps) {
  const [openItems, setOpenItems] = useState<(number | null)[]>(() =>
    columns.map((_, column) => (column === 0 ? 0 : null)),
  );

  const onToggle = (column: number, item: number, isOpen: boolean) =>
    setOpenItems((current) =>
      current.map((open, index) => {
        if (index !== column) return open;
        if (isOpen) return item;
        return open === item ? null : open;
      }),
    );

  return (
    <div className={styles.columns}>
      {columns.map((items, column) => (
        <div key={column} className={styles.column}>
          {items.map((faq, item) => (
            <details
              key={faq.question}
              name={`${id}-${column}`}
              className={styles.item}
              open={openItems[column] === item}
              onToggle={(event) => onToggle(column, item, event.currentTarget.open)}
            >
              <summary className={styles.question}>
                <span>{faq.question}</span>
                <span className={styles.icon} aria-hidden>
                  <Icon name="plus" size={18} weight="bold" />
                </span>
              </summary>
              <div className={styles.answer}>
                <p>{faq.answer}</p>
              </div>
            </details>
          ))}
        </div>
      ))}
    </div>
  );
}
