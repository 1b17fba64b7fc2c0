import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import styles from './container.module.scss';

export interface ContainerProps {
  children: ReactNode;
  className?: string;
}

export function Container({ children, className }: ContainerProps) {
  return <div className={cx(styles.container, className)}>{children}</div>;
}
