'use client';

import { cx } from '@/lib/class-names';
import { isRequired, type FieldName } from '@/lib/form-rules';
import { useFormState } from './form-state';
import { counterShown, fieldCountId, fieldErrorId } from './field-ids';

export interface FieldControlProps {
  id: string;
  name: FieldName;
  type?: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete?: string;
  placeholder?: string;
  rows?: number;
  /** The id of a help text shown with the field. */
  hintId?: string;
  className?: string;
}

/**
 * A field's input or textarea. Whether it is required comes from the form rules; once the
 * form has judged it, it is marked invalid and described by its message (and its counter
 * near the limit) as well as by its help text.
 */
export function FieldControl({
  id,
  name,
  type = 'text',
  autoComplete,
  placeholder,
  rows,
  hintId,
  className,
}: FieldControlProps) {
  const { errors, lengths } = useFormState();
  const error = errors[name];
  const describedBy = cx(error && fieldErrorId(id), counterShown(name, lengths[name]) && fieldCountId(id), hintId);
  const shared = {
    id,
    name,
    required: isRequired(name),
    autoComplete,
    placeholder,
    className,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  if (type === 'textarea') return <textarea rows={rows} {...shared} />;
  return <input type={type} inputMode={type === 'tel' ? 'tel' : undefined} {...shared} />;
}
