import { FormField } from '@/components/ui/form-field';
import { SiteForm } from '@/components/ui/site-form';

export interface QuoteFormProps {
  submitLabel: string;
  labelledBy: string;
}

/** The contact page's quote form: name, email, subject, phone and message. */
export function QuoteForm({ submitLabel, labelledBy }: QuoteFormProps) {
  return (
    <SiteForm kind="quote" submitLabel={submitLabel} labelledBy={labelledBy}>
      <FormField id="quote-name" name="name" label="Your name" autoComplete="name" />
      <FormField id="quote-email" name="email" label="Email address" type="email" autoComplete="email" />
      <FormField id="quote-subject" name="subject" label="Subject" autoComplete="off" />
      <FormField id="quote-phone" name="phone" label="Phone number" type="tel" autoComplete="tel" />
      <FormField
        id="quote-message"
        name="message"
        label="Message"
        type="textarea"
        rows={6}
        wide
        hint="Your goals, timeline and budget range help us reply with something useful."
      />
    </SiteForm>
  );
}
