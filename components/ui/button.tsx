import Link from 'next/link';
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

/** A link that looks like a button; internal routes use the client router. */
export function ButtonLink({ href, children, variant = 'primary', size = 'md', className }: ButtonLinkProps) {
  const classes = cx(styles.button, styles[variant], styles[size], className);
  if (/^(https?:|mailto:|tel:)/.test(href) || /\.[a-z]{2,4}$/.test(href)) {
    return (
      <a href={href} className={classes}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={classes}>
      {children}
    </Link>
  );
}

export function buttonClassName(variant: ButtonVariant = 'primary', size: 'md' | 'lg' = 'md'): string {
  return cx(styles.button, styles[variant], styles[size]);
}
