/** @jest-environment node */
import { contentSecurityPolicy, formEndpointOrigin } from './headers.mjs';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the form endpoint in the Content-Security-Policy', () => {
  const saved = process.env.NEXT_PUBLIC_FORM_ENDPOINT;
  afterEach(() => {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_FORM_ENDPOINT;
    else process.env.NEXT_PUBLIC_FORM_ENDPOINT = saved;
  });

  it('allows only the site itself (and the mail program) to receive forms without an endpoint', () => {
    delete process.env.NEXT_PUBLIC_FORM_ENDPOINT;
    const policy = contentSecurityPolicy([]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'", 'mailto:']);
  });

  it('allows the endpoint’s origin, and nothing more, in connect-src and form-action', () => {
    process.env.NEXT_PUBLIC_FORM_ENDPOINT = 'https://formspree.io/f/xyzabcd?x=1';
    const policy = contentSecurityPolicy(['sha256-abc']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://formspree.io']);
    expect(directive(policy, 'form-action')).toEqual(["'self'", 'mailto:', 'https://formspree.io']);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc'"]);
  });

  it('stops the build on an endpoint that is not an http(s) URL', () => {
    expect(formEndpointOrigin('http://127.0.0.1:8787/leads')).toEqual(['http://127.0.0.1:8787']);
    expect(formEndpointOrigin('')).toEqual([]);
    expect(() => formEndpointOrigin('/api/leads')).toThrow(/must be an absolute URL/);
    expect(() => formEndpointOrigin('javascript:alert(1)')).toThrow(/must be an http\(s\) URL/);
  });
});
