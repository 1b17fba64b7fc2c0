import type { ReactNode } from 'react';
import styles from './search-page-body.module.scss';

export interface SearchPageBodyProps {
  children: ReactNode;
}

/** The narrow column of the /search page. */
export function SearchPageBody({ children }: SearchPageBodyProps) {
  return <div className={styles.body}>{children}</div>;
}
