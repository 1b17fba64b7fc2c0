/** @jest-environment node */
import { buildSubmission, composeMailto, sendKeyFor, sendSubmission, takesSendKey } from './form-delivery';
import type { Submission } from './form-rules';
import { receiverWords } from './receiver';

const values = {
  name: ' Ada Lovelace ',
  email: 'ada@example.com',
  subject: 'App',
  phone: '',
  message: 'Line one\nLine two',
};

describe('the payload of each form', () => {
  it('quote: its five fields, trimmed, and the page', () => {
    expect(buildSubmission('quote', values, { page: '/contact' })).toEqual({
      form: 'quote',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'App',
      phone: '',
      message: 'Line one\nLine two',
      page: '/contact',
    });
  });

  it('service: names its service', () => {
    expect(buildSubmission('service', values, { page: '/service/cloud-solutions', topic: 'Cloud Solutions' })).toEqual({
      form: 'service',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '',
      message: 'Line one\nLine two',
      page: '/service/cloud-solutions',
      service: 'Cloud Solutions',
    });
  });

  it('comment: names its post', () => {
    expect(buildSubmission('comment', values, { page: '/blog-details', topic: 'A post' })).toEqual({
      form: 'comment',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Line one\nLine two',
      page: '/blog-details',
      post: 'A post',
    });
  });

  it('newsletter: the e-mail address only', () => {
    expect(buildSubmission('newsletter', values, { page: '/', topic: 'ignored' })).toEqual({
      form: 'newsletter',
      email: 'ada@example.com',
      page: '/',
    });
  });
});

describe('the mailto: fallback', () => {
  it('writes the fields out in the body, the message last, with CRLF line breaks', () => {
    const href = composeMailto(
      'hello@corevia.example',
      'Quote request',
      buildSubmission('quote', values, { page: '/contact' }),
      receiverWords.labels,
    );
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('hello@corevia.example');
    expect(url.searchParams.get('subject')).toBe('Quote request');
    expect(url.searchParams.get('body')).toBe(
      'Name: Ada Lovelace\r\nEmail: ada@example.com\r\nSubject: App\r\n\r\nLine one\r\nLine two',
    );
  });

  it('names the service and carries markup, emoji and right-to-left text as text', () => {
    const submission = buildSubmission(
      'service',
      { ...values, message: '<script>alert(1)</script> 😀 مرحبا & ?=#' },
      { page: '/service/x', topic: 'Cloud Solutions' },
    );
    const href = composeMailto(
      'hello@corevia.example',
      'Enquiry about Cloud Solutions',
      submission,
      receiverWords.labels,
    );
    expect(href.split('&body=')[1]).not.toMatch(/[<>&#\s]/);
    expect(new URL(href).searchParams.get('body')).toBe(
      'Service: Cloud Solutions\r\nName: Ada Lovelace\r\nEmail: ada@example.com\r\n\r\n<script>alert(1)</script> 😀 مرحبا & ?=#',
    );
  });

  it('writes each line under its name in the page’s language', () => {
    const submission = buildSubmission('service', values, { page: '/de/service/x', topic: 'Cloud-Lösungen' });
    const labels = { ...receiverWords.labels, service: 'Leistung', email: 'E-Mail' };
    const body = new URL(composeMailto('hello@corevia.example', 'Anfrage', submission, labels)).searchParams.get(
      'body',
    );
    expect(body).toBe(
      'Leistung: Cloud-Lösungen\r\nName: Ada Lovelace\r\nE-Mail: ada@example.com\r\n\r\nLine one\r\nLine two',
    );
  });

  it('has a body for the newsletter too', () => {
    const href = composeMailto(
      'hello@corevia.example',
      'Newsletter subscription',
      buildSubmission('newsletter', values, { page: '/' }),
      receiverWords.labels,
    );
    expect(new URL(href).searchParams.get('body')).toBe('Email: ada@example.com');
  });
});

describe('sending', () => {
  const submission: Submission = buildSubmission('newsletter', { email: 'ada@example.com' }, { page: '/' });
  const answer = (status: number, body?: unknown) =>
    jest.fn().mockResolvedValue(new Response(body === undefined ? null : JSON.stringify(body), { status }));

  it('POSTs JSON that asks for JSON back', async () => {
    const fetchImpl = answer(200, { ok: true });
    await expect(sendSubmission('https://forms.example/f/1', submission, { fetchImpl })).resolves.toEqual({
      status: 'sent',
    });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('https://forms.example/f/1');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(JSON.parse(init.body)).toEqual(submission);
  });

  it('sends the Idempotency-Key it is given, and none without one', async () => {
    const fetchImpl = answer(201, { ok: true });
    await sendSubmission('/api/leads', submission, {
      fetchImpl,
      idempotencyKey: 'c0ffee00-1234-4abc-8def-0123456789ab',
    });
    expect(fetchImpl.mock.calls[0][1].headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Idempotency-Key': 'c0ffee00-1234-4abc-8def-0123456789ab',
    });
  });

  it('keeps a send’s key for a retry of the same values, and makes a new one for other values', () => {
    let made = 0;
    const make = () => `key-${++made}-0000000000000000`;
    const first = sendKeyFor(null, submission, make);
    expect(first.key).toBe('key-1-0000000000000000');
    expect(sendKeyFor(first, { ...submission }, make)).toBe(first);
    const edited = sendKeyFor(first, { ...submission, message: 'Edited after the failure' }, make);
    expect(edited.key).toBe('key-2-0000000000000000');
    expect(sendKeyFor(null, submission).key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sends the key to the site’s own endpoint only (a hosted service elsewhere may refuse the header)', () => {
    expect(takesSendKey('/api/leads', 'https://corevia.example/contact')).toBe(true);
    expect(takesSendKey('https://corevia.example/api/leads', 'https://corevia.example/contact')).toBe(true);
    expect(takesSendKey('https://formspree.io/f/abc', 'https://corevia.example/contact')).toBe(false);
  });

  it('takes any 2xx as sent', async () => {
    await expect(sendSubmission('/f', submission, { fetchImpl: answer(204) })).resolves.toEqual({ status: 'sent' });
  });

  it('says what the receiver made of a newsletter sign-up, and nothing for other answers', async () => {
    for (const newsletter of ['confirm', 'kept'] as const)
      await expect(
        sendSubmission('/api/leads', submission, { fetchImpl: answer(201, { ok: true, id: 'a', newsletter }) }),
      ).resolves.toEqual({ status: 'sent', newsletter });
    for (const body of [{ ok: true, newsletter: 'subscribed' }, 'not json', undefined])
      await expect(sendSubmission('/api/leads', submission, { fetchImpl: answer(201, body) })).resolves.toEqual({
        status: 'sent',
      });
  });

  it('shows a 4xx answer’s field errors at their fields', async () => {
    const fetchImpl = answer(422, { errors: [{ field: 'email', message: 'Use your work address.' }] });
    await expect(sendSubmission('/f', submission, { fetchImpl })).resolves.toEqual({
      status: 'invalid',
      errors: [{ field: 'email', message: 'Use your work address.' }],
    });
  });

  it('fails on a 4xx without usable field errors and on a 5xx', async () => {
    await expect(sendSubmission('/f', submission, { fetchImpl: answer(400, { error: 'bad' }) })).resolves.toEqual({
      status: 'failed',
      reason: 'http',
      httpStatus: 400,
    });
    await expect(sendSubmission('/f', submission, { fetchImpl: answer(500) })).resolves.toEqual({
      status: 'failed',
      reason: 'http',
      httpStatus: 500,
    });
  });

  it('fails on a network error', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(sendSubmission('/f', submission, { fetchImpl })).resolves.toEqual({
      status: 'failed',
      reason: 'network',
    });
  });

  it('gives up after the time-out and aborts the request', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = jest.fn((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    });
    const result = sendSubmission('/f', submission, { fetchImpl: fetchImpl as unknown as typeof fetch });
    jest.advanceTimersByTime(9_999);
    expect(signal?.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(result).resolves.toEqual({ status: 'failed', reason: 'timeout' });
    expect(signal?.aborted).toBe(true);
    jest.useRealTimers();
  });
});
