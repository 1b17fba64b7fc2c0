import { useEffect, useRef, type RefObject } from 'react';
import { readDraft, writeDraft } from '@/lib/form-drafts';
import type { FieldValues, FormKind } from '@/lib/form-rules';
import { readFieldValues, writeFieldValues } from '@/lib/form-values';

/** Typing pauses this long before the draft is saved. */
export const draftDelayMs = 400;

/**
 * Keeps a form's draft in storage: restores it once on mount (into empty fields only, so
 * nothing the browser or the visitor already put there is overwritten), saves it a moment
 * after typing stops, and saves at once when the page is hidden or left.
 */
export function useFormDraft(
  formRef: RefObject<HTMLFormElement | null>,
  kind: FormKind,
  key: string,
  onRestore: (draft: FieldValues) => void,
) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const restoreRef = useRef(onRestore);

  useEffect(() => {
    restoreRef.current = onRestore;
  });

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const draft = readDraft(kind, key);
    if (draft && writeFieldValues(form, draft, { onlyEmpty: true })) restoreRef.current(draft);
    const flush = () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      timer.current = undefined;
      writeDraft(key, readFieldValues(form, kind));
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [formRef, kind, key]);

  return {
    /** Saves the draft once typing pauses. */
    schedule() {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        const form = formRef.current;
        if (form) writeDraft(key, readFieldValues(form, kind));
      }, draftDelayMs);
    },
    /** Drops a pending save (after a confirmed send, so the sent values are not saved again). */
    cancel() {
      clearTimeout(timer.current);
      timer.current = undefined;
    },
  };
}
