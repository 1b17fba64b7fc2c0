import { counterThreshold, fieldLimits, type FieldName } from '@/lib/form-rules';

export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldCountId = (id: string) => `${id}-count`;

/** A field shows how many characters it has once it nears its limit. */
export function counterShown(field: FieldName, length = 0): boolean {
  return length >= Math.floor(fieldLimits[field] * counterThreshold);
}
