import { FormField } from '@/components/ui/form-field';
import { MailForm } from '@/components/ui/mail-form';

export interface QuoteFormProps {
  submitLabel: string;
  labelledBy: string;
}

/** The contact page's quote form: name, email, subject, phone and message. */
export function QuoteForm({ submitLabel, labelledBy }: QuoteFormProps) {
  return (
    <MailForm form="quote" subject="Quote request" submitLabel={submitLabel} labelledBy={labelledBy}>
      <FormField id="quote-name" name="name" label="Your name" autoComplete="name" required />
      <FormField id="quote-email" name="email" label="Email address" type="email" autoComplete="email" required />
      <FormField id="quote-subject" name="subject" label="Subject" autoComplete="off" required />
      <FormField id="quote-phone" name="phone" label="Phone number" type="tel" autoComplete="tel" />
      <FormField
        id="quote-message"
        name="message"
        label="Message"
        type="textarea"
        rows={6}
        required
        wide
        hint="Your goals, timeline and budget range help us reply with something useful."
      />
    </MailForm>
  );
}
