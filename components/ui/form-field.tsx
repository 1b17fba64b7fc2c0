import styles from './form-field.module.scss';

export type FormFieldType = 'text' | 'email' | 'tel' | 'textarea';

export interface FormFieldProps {
  /** Unique on the page; the label points at it. */
  id: string;
  /** The submitted field name. */
  name: string;
  label: string;
  type?: FormFieldType;
  required?: boolean;
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
 * A labelled input or textarea: the one field of every site form (quote,
 * service enquiry, comment). A required field shows an asterisk that screen
 * readers skip, because the `required` attribute already announces it.
 */
export function FormField({
  id,
  name,
  label,
  type = 'text',
  required = false,
  autoComplete,
  placeholder,
  rows = 5,
  hint,
  wide = false,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const shared = {
    id,
    name,
    required,
    autoComplete,
    placeholder,
    'aria-describedby': hintId,
    className: styles.control,
  };
  return (
    <div className={[styles.field, wide && styles.wide].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden>
            {' '}
            *
          </span>
        )}
      </label>
      {type === 'textarea' ? (
        <textarea rows={rows} {...shared} />
      ) : (
        <input type={type} inputMode={type === 'tel' ? 'tel' : undefined} {...shared} />
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
