import { FormField } from '@/components/ui/form-field';
import { MailForm } from '@/components/ui/mail-form';

export interface ServiceEnquiryFormProps {
  /** The service asked about; it names the e-mail's subject. Absent on the generic page. */
  serviceTitle?: string;
}

/** The small contact form of the service sidebar. */
export function ServiceEnquiryForm({ serviceTitle }: ServiceEnquiryFormProps) {
  const subject = serviceTitle ? `Enquiry about ${serviceTitle}` : 'Service enquiry';
  return (
    <MailForm form="service-enquiry" subject={subject} submitLabel="Send Enquiry" layout="stack">
      <FormField id="enquiry-name" name="name" label="Your name" autoComplete="name" required />
      <FormField id="enquiry-email" name="email" label="Email address" type="email" autoComplete="email" required />
      <FormField id="enquiry-phone" name="phone" label="Phone number" type="tel" autoComplete="tel" />
      <FormField id="enquiry-message" name="message" label="How can we help?" type="textarea" rows={4} required />
    </MailForm>
  );
}
