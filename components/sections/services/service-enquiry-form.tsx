import { FormField } from '@/components/ui/form-field';
import { SiteForm } from '@/components/ui/site-form';

export interface ServiceEnquiryFormProps {
  /** The service asked about; it travels with the enquiry. Absent on the generic page. */
  serviceTitle?: string;
}

/** The small contact form of the service sidebar. */
export function ServiceEnquiryForm({ serviceTitle }: ServiceEnquiryFormProps) {
  return (
    <SiteForm kind="service" topic={serviceTitle} submitLabel="Send Enquiry" layout="stack">
      <FormField id="enquiry-name" name="name" label="Your name" autoComplete="name" />
      <FormField id="enquiry-email" name="email" label="Email address" type="email" autoComplete="email" />
      <FormField id="enquiry-phone" name="phone" label="Phone number" type="tel" autoComplete="tel" />
      <FormField id="enquiry-message" name="message" label="How can we help?" type="textarea" rows={4} />
    </SiteForm>
  );
}
