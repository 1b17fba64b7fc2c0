import { createContext, useContext } from 'react';
import type { FormState } from '@/lib/form-state';

const idle: FormState = {
  kind: 'quote',
  errors: {},
  lengths: {},
  sending: false,
  outcome: null,
  mailtoHref: '',
  restored: false,
  text: null,
  retry: () => {},
  discardDraft: () => {},
};

export const FormStateContext = createContext<FormState>(idle);

/** The state of the enclosing form; outside one (or before script runs) a field is simply idle. */
export function useFormState(): FormState {
  return useContext(FormStateContext);
}
