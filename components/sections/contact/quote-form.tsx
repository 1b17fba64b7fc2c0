import { FormField } from '@/components/ui/form-field';
import { SiteForm } from '@/components/ui/site-form';
import { formFields } from '@/content/forms';

export interface QuoteFormProps {
  submitLabel: string;
  labelledBy: string;
}

/** The contact page's quote form: name, email, subject, phone and message. */
export function QuoteForm({ submitLabel, labelledBy }: QuoteFormProps) {
  const labels = formFields.quote;
  return (
    <SiteForm kind="quote" submitLabel={submitLabel} labelledBy={labelledBy}>
      <FormField id="quote-name" name="name" label={labels.name} autoComplete="name" />
      <FormField id="quote-email" name="email" label={labels.email} type="email" autoComplete="email" />
      <FormField id="quote-subject" name="subject" label={labels.subject} autoComplete="off" />
      <FormField id="quote-phone" name="phone" label={labels.phone} type="tel" autoComplete="tel" />
      <FormField
        id="quote-message"
        name="message"
        label={labels.message}
        type="textarea"
        rows={6}
        wide
        hint={labels.message_hint}
      />
    </SiteForm>
  );
}
