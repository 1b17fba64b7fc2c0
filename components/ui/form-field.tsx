import { cx } from '@/lib/class-names';
import { isRequired, type FieldName } from '@/lib/form-rules';
import { FieldControl, type FieldControlProps } from './form/field-control.client';
import { FieldMessage } from './form/field-message.client';
import styles from './form-field.module.scss';

export interface FormFieldProps {
  /** Unique on the page; the label points at it. */
  id: string;
  /** The submitted field; the form rules say whether it is required and how long it may be. */
  name: FieldName;
  label: string;
  type?: FieldControlProps['type'];
  autoComplete?: string;
  placeholder?: string;
  /** Rows of a textarea. */
  rows?: number;
  /** A short help text, announced with the field. */
  hint?: string;
  /** Take the whole row of a two-column form. */
  wide?: boolean;
}

/**
 * A labelled input or textarea with its message: the one field of every site form (quote,
 * service enquiry, comment). A required field shows an asterisk that screen readers skip,
 * because the `required` attribute already announces it.
 */
export function FormField({
  id,
  name,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  rows = 5,
  hint,
  wide = false,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={cx(styles.field, wide && styles.wide)}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {isRequired(name) && (
          <span className={styles.required} aria-hidden>
            {' '}
            *
          </span>
        )}
      </label>
      <FieldControl
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        rows={type === 'textarea' ? rows : undefined}
        hintId={hintId}
        className={styles.control}
      />
      <FieldMessage id={id} name={name} />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
