import { render, screen } from '@testing-library/react';
import { FormField } from './form-field';
import { MailForm } from './mail-form';

describe('MailForm and FormField', () => {
  beforeEach(() => {
    render(
      <MailForm form="quote" subject="Quote request" submitLabel="Send Message" labelledBy="t">
        <FormField id="f-name" name="name" label="Your name" autoComplete="name" required />
        <FormField id="f-email" name="email" label="Email address" type="email" autoComplete="email" required />
        <FormField id="f-phone" name="phone" label="Phone number" type="tel" autoComplete="tel" hint="Optional" />
        <FormField id="f-message" name="message" label="Message" type="textarea" required wide />
      </MailForm>,
    );
  });

  it('labels every field and gives it the right type, name and autocomplete', () => {
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveAttribute('name', 'name');
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).not.toBeRequired();
    expect(phone).toHaveAccessibleDescription('Optional');
    expect(screen.getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA');
  });

  it('falls back to the mail program and carries a hidden honeypot', () => {
    const form = screen.getByRole('button', { name: 'Send Message' }).closest('form')!;
    expect(form).toHaveAttribute('action', 'mailto:hello@corevia.example?subject=Quote%20request');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('enctype', 'text/plain');
    expect(form).toHaveAttribute('data-form', 'quote');
    const trap = form.querySelector('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).not.toBeInTheDocument();
  });
});
