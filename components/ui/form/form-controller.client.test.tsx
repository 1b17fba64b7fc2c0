import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formStatusText } from '@/content/forms';
import { inLanguage } from '@/content/localized';
import { draftKey } from '@/lib/form-drafts';
import { trackEventType } from '@/lib/track';
import { resetTurnstileLoader, turnstileScriptUrl, type TurnstileApi, type TurnstileOptions } from '@/lib/turnstile';
import { FormField } from '../form-field';
import { HoneypotField } from '../honeypot-field';
import { FormController } from './form-controller.client';
import { FormStatus } from './form-status.client';
import { SubmitButton } from './submit-button.client';

const endpoint = 'https://forms.example/f/quote';

/** The part of a fetch Response the form reads (jsdom has no Response). */
const reply = (status: number, body?: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => (body === undefined ? Promise.reject(new SyntaxError('no body')) : body),
});

function renderQuoteForm({
  withEndpoint = true,
  turnstileSiteKey = undefined as string | undefined,
  text = formStatusText('quote'),
} = {}) {
  return render(
    <FormController
      kind="quote"
      endpoint={withEndpoint ? endpoint : undefined}
      turnstileSiteKey={turnstileSiteKey}
      email="hello@corevia.example"
      subject="Quote request"
      text={text}
      labelledBy="title"
    >
      <h2 id="title">Request a Free Quote</h2>
      <FormField id="q-name" name="name" label="Your name" />
      <FormField id="q-email" name="email" label="Email address" type="email" />
      <FormField id="q-phone" name="phone" label="Phone number" type="tel" hint="Optional" />
      <FormField id="q-message" name="message" label="Message" type="textarea" />
      <HoneypotField id="q-website" />
      <SubmitButton>Send Message</SubmitButton>
      <FormStatus />
    </FormController>,
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'We need an app.');
}

describe('FormController', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    window.localStorage.clear();
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('renders the form that works without script: mailto, plain text, required fields', () => {
    renderQuoteForm();
    const form = screen.getByRole('form', { name: 'Request a Free Quote' });
    expect(form).toHaveAttribute('action', 'mailto:hello@corevia.example?subject=Quote%20request');
    expect(form).toHaveAttribute('enctype', 'text/plain');
    expect(screen.getByRole('textbox', { name: 'Your name' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription('Optional');
  });

  it('on an empty submit, marks each required field with its message and focuses the first', async () => {
    const user = userEvent.setup();
    renderQuoteForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const name = screen.getByRole('textbox', { name: 'Your name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'Enter your email address.',
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Enter your message.');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('judges on submit, not on leaving a field, and clears a message as soon as the field is put right', async () => {
    const user = userEvent.setup();
    renderQuoteForm();
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '12');
    await user.tab();
    expect(phone).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(phone).toHaveAccessibleDescription(/at least 7 digits.*Optional/);
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'A');
    expect(screen.getByRole('textbox', { name: 'Your name' })).not.toHaveAttribute('aria-invalid');
    await user.type(phone, '34567');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(phone).toHaveAccessibleDescription('Optional');
  });

  it('sends valid values as JSON, then confirms, clears the fields and forgets the draft', async () => {
    fetchMock.mockResolvedValue(reply(200, { ok: true }));
    const user = userEvent.setup();
    renderQuoteForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(/Your quote request has reached our team/)).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(endpoint);
    expect(JSON.parse(init.body)).toEqual({
      form: 'quote',
      name: 'Ada',
      email: 'ada@example.com',
      phone: '',
      subject: '',
      message: 'We need an app.',
      page: '/',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Thank you!');
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
    expect(window.localStorage.getItem(draftKey('quote'))).toBeNull();
  });

  it('a newsletter sign-up says to confirm from the inbox, or what happens to the address where the receiver keeps it', async () => {
    const user = userEvent.setup();
    for (const [answer, said] of [
      [
        { ok: true, newsletter: 'confirm' },
        'Almost there: check your inbox to confirm your subscription. We send nothing until you do.',
      ],
      [{ ok: true, newsletter: 'kept' }, 'Thank you. Your address is kept in our database and passed to our team'],
      // A hosted form service says nothing of it: the general text.
      [{ ok: true }, 'check your inbox to confirm'],
    ] as const) {
      fetchMock.mockResolvedValueOnce(reply(201, answer));
      const { unmount } = render(
        <FormController
          kind="newsletter"
          endpoint={endpoint}
          email="hello@corevia.example"
          subject="Newsletter subscription"
          text={formStatusText('newsletter')}
          labelledBy="title"
        >
          <h2 id="title">Subscribe</h2>
          <FormField id="n-email" name="email" label="Email address" type="email" />
          <SubmitButton>Subscribe</SubmitButton>
          <FormStatus />
        </FormController>,
      );
      await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'reader@example.com');
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(said));
      unmount();
    }
  });

  it('is busy and disabled while sending, so a second click sends nothing', async () => {
    let answer: (response: ReturnType<typeof reply>) => void = () => {};
    fetchMock.mockReturnValue(new Promise<ReturnType<typeof reply>>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderQuoteForm();
    await fillValid(user);
    const button = screen.getByRole('button', { name: 'Send Message' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => answer(reply(204)));
    expect(button).toBeEnabled();
  });

  it('announces a confirmed send for the analytics, with the page only, and nothing for a failed one', async () => {
    const tracked: unknown[] = [];
    const listen = (event: Event) => tracked.push((event as CustomEvent).detail);
    window.addEventListener(trackEventType, listen);
    try {
      fetchMock.mockResolvedValueOnce(reply(500)).mockResolvedValueOnce(reply(200));
      const user = userEvent.setup();
      renderQuoteForm();
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      await screen.findByRole('alert');
      expect(tracked).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await screen.findByText(/Your quote request has reached our team/);
      expect(tracked).toEqual([{ name: 'Quote Sent', props: { page: '/' } }]);
    } finally {
      window.removeEventListener(trackEventType, listen);
    }
  });

  it('on a failure, keeps every value and offers a retry and an e-mail carrying them', async () => {
    fetchMock.mockResolvedValueOnce(reply(500));
    const user = userEvent.setup();
    renderQuoteForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('our server answered with an error');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('We need an app.');
    const mail = screen.getByRole('link', { name: 'Send it by e-mail instead' });
    expect(new URL(mail.getAttribute('href')!).searchParams.get('body')).toContain('We need an app.');
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toHaveFocus();
    fetchMock.mockResolvedValueOnce(reply(200));
    await user.click(retry);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('marks the fields the endpoint refused, in the page’s own words rather than the endpoint’s', async () => {
    fetchMock.mockResolvedValue(reply(422, { errors: [{ field: 'email', message: 'Use your work address.' }] }));
    const user = userEvent.setup();
    renderQuoteForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(formStatusText('quote').rules.invalid));
    expect(email).toHaveFocus();
    expect(screen.queryByText('Use your work address.')).not.toBeInTheDocument();
  });

  it('answers a filled honeypot as a success and sends nothing', async () => {
    const user = userEvent.setup();
    const { container } = renderQuoteForm();
    await fillValid(user);
    (container.querySelector('input[name="website"]') as HTMLInputElement).value = 'https://spam.example';
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(/Your quote request has reached our team/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps a draft while typing and restores it, saying so', async () => {
    const user = userEvent.setup();
    const { unmount } = renderQuoteForm();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Half a thought');
    unmount();
    expect(JSON.parse(window.localStorage.getItem(draftKey('quote'))!)).toEqual({ message: 'Half a thought' });
    renderQuoteForm();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Half a thought');
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(window.localStorage.getItem(draftKey('quote'))).toBeNull();
  });

  it('shows a counter near a field’s limit and refuses a value over it', async () => {
    const user = userEvent.setup();
    renderQuoteForm();
    const name = screen.getByRole('textbox', { name: 'Your name' });
    await user.click(name);
    await user.paste('n'.repeat(79));
    expect(screen.queryByText(/of 100 characters/)).not.toBeInTheDocument();
    await user.type(name, 'nn');
    expect(name).toHaveAccessibleDescription('81 of 100 characters');
    await user.paste('n'.repeat(30));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(name).toHaveAccessibleDescription('Name must be 100 characters or fewer; it has 111. 111 of 100 characters');
  });

  it('counts in the page’s language', async () => {
    const user = userEvent.setup();
    renderQuoteForm({ text: inLanguage('ar', () => formStatusText('quote')) });
    const name = screen.getByRole('textbox', { name: 'Your name' });
    await user.click(name);
    await user.paste('n'.repeat(81));
    // Arabic with Latin digits (content/languages.ts).
    expect(name).toHaveAccessibleDescription('81 من 100 حرفا');
  });
});

describe('FormController with Turnstile', () => {
  const siteKey = '1x00000000000000000000AA';
  const fetchMock = jest.fn();
  const widgetScripts = () => document.querySelectorAll(`script[src="${turnstileScriptUrl}"]`);

  beforeEach(() => {
    window.localStorage.clear();
    fetchMock.mockReset();
    global.fetch = fetchMock;
    resetTurnstileLoader();
    delete window.turnstile;
    for (const script of widgetScripts()) script.remove();
  });

  /** The widget's script arriving: a stand-in for Turnstile's API that hands out tokens on demand. */
  function arrive() {
    let options: TurnstileOptions | undefined;
    const api: jest.Mocked<TurnstileApi> = {
      render: jest.fn((_container: HTMLElement, given: TurnstileOptions) => {
        options = given;
        return 'widget-1';
      }),
      reset: jest.fn(),
      remove: jest.fn(),
    };
    window.turnstile = api;
    act(() => {
      widgetScripts()[0]!.dispatchEvent(new Event('load'));
    });
    return { api, solve: (token: string) => act(() => options!.callback!(token)), options: () => options };
  }

  it('requests the widget only once the visitor starts typing, once, and sends each token once', async () => {
    fetchMock.mockResolvedValue(reply(201, { ok: true, id: 'lead-1' }));
    const user = userEvent.setup();
    renderQuoteForm({ turnstileSiteKey: siteKey });
    expect(widgetScripts()).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada');
    expect(widgetScripts()).toHaveLength(1);
    const { api, solve, options } = arrive();
    await waitFor(() => expect(api.render).toHaveBeenCalledTimes(1));
    expect(api.render.mock.calls[0]![0]).toHaveAttribute('data-turnstile');
    expect(options()).toMatchObject({ sitekey: siteKey, action: 'quote' });
    solve('token-1');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'We need an app.');
    expect(widgetScripts()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(/Your quote request has reached our team/)).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ form: 'quote', turnstile: 'token-1' });
    // A token is good for one send: the widget makes the next one.
    expect(api.reset).toHaveBeenCalledWith('widget-1');
  });

  it('asks the widget to speak the page’s language', async () => {
    document.documentElement.lang = 'ar';
    try {
      renderQuoteForm({ turnstileSiteKey: siteKey });
      await userEvent.type(screen.getByRole('textbox', { name: 'Your name' }), 'A');
      const { api, options } = arrive();
      await waitFor(() => expect(api.render).toHaveBeenCalledTimes(1));
      expect(options()).toMatchObject({ language: 'ar' });
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('waits for a token the widget is still making before it sends', async () => {
    fetchMock.mockResolvedValue(reply(201, { ok: true }));
    const user = userEvent.setup();
    renderQuoteForm({ turnstileSiteKey: siteKey });
    await fillValid(user);
    const { api, solve } = arrive();
    await waitFor(() => expect(api.render).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveAttribute('aria-busy', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    solve('token-late');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ turnstile: 'token-late' });
  });

  it('never requests the widget for a form that goes to the mail program', async () => {
    const user = userEvent.setup();
    renderQuoteForm({ withEndpoint: false, turnstileSiteKey: siteKey });
    await fillValid(user);
    expect(widgetScripts()).toHaveLength(0);
    expect(document.querySelector('[data-turnstile]')).toBeNull();
  });
});
