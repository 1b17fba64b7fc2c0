// What one form's parts read from its controller (hooks/use-form-controller.ts); the context
// that hands it to them is components/ui/form/form-state.ts.
import type { FormStatusText } from '@/content/forms';
import type { NewsletterNext } from '@/lib/form-delivery';
import type { FieldName, FormKind } from '@/lib/form-rules';

/** How the last submit ended: sent (or dropped as spam), handed to the mail program, or failed. */
export type Outcome =
  | { type: 'sent'; attempt: number; newsletter?: NewsletterNext }
  | { type: 'mailto'; attempt: number }
  | { type: 'failed'; attempt: number; reason: 'http' | 'timeout' | 'network' };

/** What the parts of one form (fields, messages, button, status) read from its controller. */
export interface FormState {
  kind: FormKind;
  errors: Partial<Record<FieldName, string>>;
  /** Characters typed per field, for the counters near a limit. */
  lengths: Partial<Record<FieldName, number>>;
  sending: boolean;
  outcome: Outcome | null;
  /** The values as an e-mail, offered when sending failed. */
  mailtoHref: string;
  restored: boolean;
  text: FormStatusText | null;
  retry: () => void;
  discardDraft: () => void;
}
