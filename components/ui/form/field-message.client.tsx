'use client';

import { Icon } from '@/components/ui/icon';
import { cx } from '@/lib/class-names';
import { fieldLimits, fieldMessages, type FieldName } from '@/lib/form-rules';
import { useFormState } from './form-state';
import { counterShown, fieldCountId, fieldErrorId } from './field-ids';
import styles from './field-message.module.scss';

export interface FieldMessageProps {
  /** The id of the field's control. */
  id: string;
  name: FieldName;
}

/** A field's error message, and its character count once the value nears the limit. */
export function FieldMessage({ id, name }: FieldMessageProps) {
  const { errors, lengths, text } = useFormState();
  const error = errors[name];
  const length = lengths[name] ?? 0;
  const limit = fieldLimits[name];
  return (
    <>
      {error && (
        <p id={fieldErrorId(id)} className={styles.error}>
          <Icon name="warning-circle" size={18} weight="fill" className={styles.icon} />
          {error}
        </p>
      )}
      {text && counterShown(name, length) && (
        <p id={fieldCountId(id)} className={cx(styles.count, length > limit && styles.over)}>
          {fieldMessages(text.rules).count(name, length)}
        </p>
      )}
    </>
  );
}
