'use client';

import type { ReactNode } from 'react';
import { FormStateContext } from './form-state';
import { useFormController, type FormOptions } from '../../../hooks/use-form-controller';

export interface FormControllerProps extends FormOptions {
  id?: string;
  className?: string;
  labelledBy?: string;
  children: ReactNode;
}

/**
 * Enhances a server-rendered form, which without script posts to `mailto:` with the
 * browser's own validation: field messages, a draft kept while typing, and delivery to the
 * endpoint with every outcome said and nothing typed lost. Its parts (fields, messages,
 * button, status) read the form's state from context.
 */
export function FormController({ id, className, labelledBy, children, ...options }: FormControllerProps) {
  const { formRef, state, onSubmit, onInput, turnstileRef } = useFormController(options);
  return (
    <FormStateContext.Provider value={state}>
      <form
        ref={formRef}
        id={id}
        className={className}
        aria-labelledby={labelledBy}
        action={`mailto:${options.email}?subject=${encodeURIComponent(options.subject)}`}
        method="post"
        encType="text/plain"
        data-form={options.kind}
        onSubmit={onSubmit}
        onInput={onInput}
      >
        {children}
        {turnstileRef && <div ref={turnstileRef} data-turnstile="" />}
      </form>
    </FormStateContext.Provider>
  );
}
