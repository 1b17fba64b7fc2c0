/** @jest-environment node */
import { pagePolicy } from '../hosting/headers';
import { withPaintLoader } from '../buildtime/deferred-scripts';
import { withoutInlinePayload } from '../buildtime/page-payload';
import {
  payloadUrls,
  secretInDevVars,
  secretNames,
  siteKeyVars,
  turnstileInPage,
  turnstileVerdict,
} from './turnstile-guard';

const siteKey = '0x4AAAAAAAExampleKey_1';

/** The contact page as the build writes it: its policy, its form's props in the React payload, moved out by postbuild. */
function builtPage(key: string | undefined) {
  const saved = process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY;
  if (key) process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY = key;
  else delete process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY;
  try {
    const props = { kind: 'quote', endpoint: '/api/leads', ...(key ? { turnstileSiteKey: key } : {}) };
    const row = `5:["$","$L6",null,${JSON.stringify(props)}]\n`;
    const html = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${pagePolicy([])}">
<script src="/_next/static/chunks/a.js" async=""></script></head><body><form></form>
<script>self.__next_f.push(${JSON.stringify([1, row])})</script></body></html>`;
    const { html: markup, payload } = withoutInlinePayload(html);
    return { html: withPaintLoader(markup, [], payload?.url), payloads: payload ? [payload.text] : [], inline: html };
  } finally {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY;
    else process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY = saved;
  }
}

describe('Turnstile in a built page', () => {
  it('finds the widget and its site key in a page built with a key, inline or in its payload file', () => {
    const page = builtPage(siteKey);
    expect(payloadUrls(page.html)).toEqual([expect.stringMatching(/^\/_next\/static\/payload\/[0-9a-f]+\.json$/)]);
    expect(turnstileInPage(page.html, page.payloads)).toEqual({ widget: true, siteKey });
    expect(turnstileInPage(page.inline)).toEqual({ widget: true, siteKey });
    // Without its payload the policy still tells: the widget is there, its key unknown.
    expect(turnstileInPage(page.html)).toEqual({ widget: true });
  });

  it('finds nothing in a page built without a key', () => {
    const page = builtPage(undefined);
    expect(turnstileInPage(page.html, page.payloads)).toEqual({ widget: false });
    expect(turnstileInPage(page.inline)).toEqual({ widget: false });
  });

  it('reads React’s "$undefined" (the prop of a build without a key) as no key', () => {
    // As the export's payload writes the quote form's props when the build has no site key.
    const props = (key: string) =>
      JSON.stringify(`["$","$L2c",null,{"kind":"quote","endpoint":"$undefined","turnstileSiteKey":"${key}"}]`);
    expect(props('$undefined')).toContain('\\"turnstileSiteKey\\":\\"$undefined\\"');
    expect(turnstileInPage('<html></html>', [props('$undefined')])).toEqual({ widget: false });
    expect(turnstileInPage('<html></html>', [props('0x4AAAAAAAkey')])).toEqual({
      widget: true,
      siteKey: '0x4AAAAAAAkey',
    });
  });
});

describe('the verdict', () => {
  const withKey = { widget: true, siteKey, folder: 'out' };
  const withoutKey = { widget: false, folder: 'out' };

  it('refuses a build with a key when the Worker has no secret, naming the command', () => {
    const verdict = turnstileVerdict(withKey, { present: false, where: 'worker' });
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.message).toContain('the Worker has no TURNSTILE_SECRET');
    expect(!verdict.ok && verdict.message).toContain('`npx wrangler secret put TURNSTILE_SECRET`');
  });

  it('refuses it in the check when neither .dev.vars nor the environment has the secret', () => {
    const verdict = turnstileVerdict(withKey, { present: false, where: 'local' });
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.message).toContain('neither .dev.vars nor the environment has TURNSTILE_SECRET');
    expect(!verdict.ok && verdict.message).toContain('`npx wrangler secret put TURNSTILE_SECRET`');
  });

  it('lets a build with a key and a secret through, and a build without a key in any case', () => {
    expect(turnstileVerdict(withKey, { present: true, where: 'worker' })).toEqual({ ok: true });
    expect(turnstileVerdict(withoutKey, { present: false, where: 'worker' })).toEqual({ ok: true });
    expect(turnstileVerdict(withoutKey, { present: false, where: 'local' })).toEqual({ ok: true });
  });

  it('hands the build’s key to the Worker, or the key it was built with, and nothing without the widget', () => {
    expect(siteKeyVars(withKey)).toEqual(['--var', `TURNSTILE_SITE_KEY:${siteKey}`]);
    expect(siteKeyVars(withKey, '0x4AAAAAAAnotTheBuilds')).toEqual(['--var', `TURNSTILE_SITE_KEY:${siteKey}`]);
    expect(siteKeyVars({ widget: true, folder: 'out' }, ' 1x00000000000000000000AA ')).toEqual([
      '--var',
      'TURNSTILE_SITE_KEY:1x00000000000000000000AA',
    ]);
    expect(siteKeyVars(withoutKey, siteKey)).toEqual([]);
    expect(() => siteKeyVars({ widget: true, folder: 'out' })).toThrow('its site key cannot be read');
  });
});

describe('where the secret is', () => {
  it('reads TURNSTILE_SECRET from .dev.vars only when it has a value', () => {
    expect(secretInDevVars('GITHUB_CLIENT_SECRET=x\nTURNSTILE_SECRET=1x0000000000000000000000000000000AA\n')).toBe(
      true,
    );
    expect(secretInDevVars('TURNSTILE_SECRET="abc"')).toBe(true);
    expect(secretInDevVars('TURNSTILE_SECRET=\nTURNSTILE_SECRET=""')).toBe(false);
    expect(secretInDevVars('# TURNSTILE_SECRET=abc\nOTHER_TURNSTILE_SECRET=abc')).toBe(false);
  });

  it('lists the names of `wrangler secret list --format json`', () => {
    const output = JSON.stringify([
      { name: 'GITHUB_CLIENT_SECRET', type: 'secret_text' },
      { name: 'TURNSTILE_SECRET', type: 'secret_text' },
    ]);
    expect(secretNames(`${output}\n`)).toEqual(['GITHUB_CLIENT_SECRET', 'TURNSTILE_SECRET']);
    expect(secretNames('[]')).toEqual([]);
  });
});
