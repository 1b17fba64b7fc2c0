/** @jest-environment node */
import { createHash } from 'node:crypto';
import { pagePolicy } from '../hosting/headers';
import { inlineScriptHashes, inlineStyleHashes, policyProblems, withPolicyMeta } from './script-policy';

const hash = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts that run, each once', () => {
    const html = `<!DOCTYPE html><html><head><meta charset="utf-8"/><script>self.a=1</script></head><body>
      <script type="module">import "/x.js"</script><script type="text/javascript">self.b=2</script>
      <script id="_R_">self.a=1</script><script>if (a < b && c > d) run("</p>")</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual(
      [hash('self.a=1'), hash('import "/x.js"'), hash('self.b=2'), hash('if (a < b && c > d) run("</p>")')].sort(),
    );
  });

  it('hashes the text as the browser parses it, line ends normalised', () => {
    expect(inlineScriptHashes('<script>a()\r\nb()</script>')).toEqual([hash('a()\nb()')]);
  });

  it('leaves out JSON data blocks, external and empty scripts: they run no inline code', () => {
    const html = `<head><script type="application/json">{"a":1}</script>
      <script type="application/ld+json">{"@type":"Organization"}</script>
      <script type='APPLICATION/LD+JSON'>{"@type":"Person"}</script>
      <script type=application/json>[1]</script>
      <script src="/_next/static/chunks/a.js" async=""></script><script></script></head>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('withPolicyMeta', () => {
  const html = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title><script>a()</script></head></html>';

  it('puts the policy first after the charset, and replaces it on a second run', () => {
    const once = withPolicyMeta(html, "script-src 'self' 'sha256-a'");
    expect(once).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-a'"/><title>`,
    );
    const twice = withPolicyMeta(once, "script-src 'self' 'sha256-b'");
    expect(twice).toBe(once.replace('sha256-a', 'sha256-b'));
  });

  it('stops the build when the policy could not govern every script', () => {
    expect(() => withPolicyMeta('<html><head><title>x</title></head></html>', 'a')).toThrow(/no <meta charset/);
    expect(() => withPolicyMeta('<html><head><script>a()</script><meta charset="utf-8"/>', 'a')).toThrow(
      /script before its Content-Security-Policy/,
    );
  });
});

describe('inlineStyleHashes', () => {
  it('hashes each inline style, those a browser without scripts reads in a <noscript> too', () => {
    const html = `<!DOCTYPE html><html><head><meta charset="utf-8"/><style>.a{color:red}</style>
      <noscript><style>@font-face{font-family:"X"}</style><link rel="stylesheet" href="/a.css"/></noscript>
      </head><body><p style="width:50%">x</p><style>.a{color:red}</style></body></html>`;
    expect(inlineStyleHashes(html)).toEqual([hash('.a{color:red}'), hash('@font-face{font-family:"X"}')].sort());
  });
});

describe('policyProblems: the build stops on a page whose policy does not allow its own code', () => {
  const page = (head: string) =>
    `<!DOCTYPE html><html><head><meta charset="utf-8"/>${head}</head><body><p>x</p><script>run()</script></body></html>`;
  const withItsPolicy = (html: string) =>
    withPolicyMeta(html, pagePolicy(inlineScriptHashes(html), inlineStyleHashes(html)));
  const critical = '<style>.banner{color:#fff}</style>';

  it('finds nothing in a page whose policy holds the hashes of its scripts and styles', () => {
    expect(policyProblems(withItsPolicy(page(critical)))).toEqual([]);
  });

  it('names an inline style whose hash the policy lacks, as when the rules changed after it was written', () => {
    const stale = withItsPolicy(page(critical)).replace('.banner{color:#fff}', '.banner{color:#000}');
    expect(policyProblems(stale)).toEqual([
      `an inline style whose hash (${hash('.banner{color:#000}')}) is not in its policy's style-src`,
    ]);
  });

  it('names a style added after the policy, one in a <noscript> too, and a script', () => {
    const html = withItsPolicy(page(critical)).replace('</head>', '<noscript><style>.late{}</style></noscript></head>');
    expect(policyProblems(html)).toEqual([
      `an inline style whose hash (${hash('.late{}')}) is not in its policy's style-src`,
    ]);
    expect(policyProblems(html.replace('run()', 'walk()'))).toContain(
      `an inline script whose hash (${hash('walk()')}) is not in its policy's script-src`,
    );
  });

  it('names a page without a policy', () => {
    expect(policyProblems(page(critical))).toEqual(['no Content-Security-Policy <meta> tag']);
  });
});
