import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import styles from './button.module.scss';

export type ButtonVariant = 'primary' | 'outline' | 'light' | 'ghost';

export interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  className?: string;
}

/** A link that looks like a button. */
export function ButtonLink({ href, children, variant = 'primary', size = 'md', className }: ButtonLinkProps) {
  return (
    <a href={href} className={cx(styles.button, styles[variant], styles[size], className)}>
      {children}
    </a>
  );
}

export function buttonClassName(variant: ButtonVariant = 'primary', size: 'md' | 'lg' = 'md'): string {
  return cx(styles.button, styles[variant], styles[size]);
}
