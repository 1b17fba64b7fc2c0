'use client';

import type { ReactNode } from 'react';
import { useFormState } from './form-state';

export interface SubmitButtonProps {
  className?: string;
  children: ReactNode;
}

/** The form's submit button: disabled and busy while the form sends, so one click sends once. */
export function SubmitButton({ className, children }: SubmitButtonProps) {
  const { sending } = useFormState();
  return (
    <button type="submit" className={className} disabled={sending} aria-busy={sending || undefined}>
      {children}
    </button>
  );
}
