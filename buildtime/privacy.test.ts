import { readFileSync } from 'node:fs';
import { analyticsConfig } from '@/content/analytics';
import { contact } from '@/content/site';
import {
  blocksText,
  d1RecoveryDays,
  deliveryFor,
  noticeText,
  parseJsonc,
  privacyConfig,
  privacyNotice,
  workerDelivery,
  workerLogs,
  workersLogsDays,
  type Delivery,
  type PrivacyConfig,
} from './privacy';

const worker: Extract<Delivery, { kind: 'worker' }> = {
  kind: 'worker',
  notifyTo: 'leads@example.test',
  retentionDays: 90,
  rateLimit: { limit: 10, seconds: 60 },
  logs: 'own',
};

const deliveries: Record<'worker' | 'service' | 'mail', Delivery> = {
  worker,
  service: { kind: 'service', origin: 'https://forms.example.net' },
  mail: { kind: 'mail' },
};

const analytics = {
  none: undefined,
  plausible: analyticsConfig({
    NEXT_PUBLIC_ANALYTICS_PROVIDER: 'plausible',
    NEXT_PUBLIC_ANALYTICS_URL: 'https://plausible.io',
    NEXT_PUBLIC_ANALYTICS_DOMAIN: 'www.corevia.example',
  }),
  umami: analyticsConfig({
    NEXT_PUBLIC_ANALYTICS_PROVIDER: 'umami',
    NEXT_PUBLIC_ANALYTICS_URL: 'https://stats.example.org/umami/',
    NEXT_PUBLIC_ANALYTICS_DOMAIN: 'c0ffee00-0000-4000-8000-000000000000',
  }),
};

function config(overrides: Partial<PrivacyConfig> = {}): PrivacyConfig {
  return {
    company: { name: 'Example Ltd', address: '1 Test Street', email: 'hello@example.test' },
    delivery: deliveries.mail,
    turnstile: false,
    analytics: undefined,
    editorSignIn: false,
    embeds: { map: 'https://www.openstreetmap.org', video: 'https://www.youtube-nocookie.com' },
    ...overrides,
  };
}

const section = (notice: ReturnType<typeof privacyNotice>, id: string) => {
  const found = notice.find((entry) => entry.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return blocksText(found.blocks);
};

describe('privacyNotice', () => {
  it('has the same sections, with unique ids, for every configuration', () => {
    const ids = [
      'privacy-forms',
      'privacy-delivery',
      'privacy-retention',
      'privacy-analytics',
      'privacy-storage',
      'privacy-embeds',
      'privacy-rights',
      'privacy-security',
      'privacy-contact',
    ];
    for (const delivery of Object.values(deliveries)) {
      for (const setting of Object.values(analytics)) {
        expect(privacyNotice(config({ delivery, analytics: setting })).map((entry) => entry.id)).toEqual(ids);
      }
    }
  });

  it('says, in every language, that a newsletter sign-up waits for its confirmation from the inbox', () => {
    const said = {
      en: 'check your inbox to confirm',
      de: 'Prüfen Sie Ihr Postfach und bestätigen Sie',
      ar: 'تحقق من بريدك الوارد لتأكيده',
    } as const;
    for (const [language, words] of Object.entries(said))
      for (const delivery of Object.values(deliveries))
        expect(section(privacyNotice(config({ delivery }), language as keyof typeof said), 'privacy-forms')).toContain(
          words,
        );
  });

  it('lists the four forms with the fields each really has', () => {
    const text = section(privacyNotice(config()), 'privacy-forms');
    expect(text).toContain(
      'Quote request (on the contact page): your name, e-mail address, subject, phone and message.',
    );
    expect(text).toContain(
      'Service enquiry (beside each service): your name, e-mail address, phone, message and the service you ask about.',
    );
    expect(text).toContain(
      'Blog comment (under the article): your name, e-mail address, message and the article you comment on.',
    );
    expect(text).toContain('Newsletter (in the newsletter strip): your e-mail address.');
  });

  describe('an endpoint on the site: the Worker', () => {
    const notice = privacyNotice(config({ delivery: worker }));

    it('says the Worker stores it in D1 and e-mails the sales address', () => {
      const text = section(notice, 'privacy-delivery');
      expect(text).toContain('Cloudflare Worker');
      expect(text).toContain('Cloudflare D1');
      expect(text).toContain('leads@example.test');
      expect(text).toContain('user agent');
      expect(text).toContain('Your IP address is not stored');
      expect(text).toContain('at most 10 forms every 60 seconds from one address (or one IPv6 /64 network)');
      expect(text).not.toContain('mail program');
      expect(text).not.toContain('Turnstile');
    });

    it('describes the visitor code: a keyed hash of the network under a key of the day, and no salt', () => {
      const text = section(notice, 'privacy-delivery');
      expect(text).toContain('a one-way code of your network (your IP address, or its /64 network for IPv6)');
      expect(text).toContain('a random key that is new each day (UTC) and deleted within an hour of that day’s end');
      expect(text).toContain('cannot be turned back into an address or matched with one');
      expect(text).not.toMatch(/salt/i);
    });

    it('with request logs off, says so and that the own log lines hold no address, e-mail or message', () => {
      const text = section(notice, 'privacy-delivery');
      expect(text).toContain("Cloudflare's request logs are off for this site.");
      expect(text).toContain(`which Cloudflare keeps for up to ${workersLogsDays} days`);
      expect(text).toContain('never your IP address, e-mail address or message');
      expect(text).not.toContain('request logs record');
    });

    it('with request logs on, says they keep the address and for how long, and never that it is not stored', () => {
      const logged = privacyNotice(config({ delivery: { ...worker, logs: 'requests' }, turnstile: true }));
      const text = section(logged, 'privacy-delivery');
      expect(text).toContain(
        `Cloudflare's request logs record each request to the server, with its full address and its headers (your IP address among them), and keep them for up to ${workersLogsDays} days.`,
      );
      expect(text).toContain('The database does not keep your IP address');
      expect(noticeText(logged)).not.toMatch(/address is not (stored|kept)|request logs are off|never your IP/i);
    });

    it('with no logs, says the server keeps none', () => {
      const text = section(privacyNotice(config({ delivery: { ...worker, logs: 'none' } })), 'privacy-delivery');
      expect(text).toContain('The server keeps no logs.');
      expect(text).not.toContain('request logs');
    });

    it('gives the retention days of the configuration', () => {
      expect(section(notice, 'privacy-retention')).toContain(
        "deleted from the site's database 90 days after it arrived",
      );
      const longer = privacyNotice(config({ delivery: { ...worker, retentionDays: 30 } }));
      expect(section(longer, 'privacy-retention')).toContain(' 30 days after');
    });

    it('says a deleted message stays in the recovery history for D1’s window, and the resend reference a day', () => {
      const text = section(notice, 'privacy-retention');
      expect(text).toContain(
        `Once deleted, a message can still be restored from the database's recovery history (Cloudflare D1 Time Travel) for up to ${d1RecoveryDays} days`,
      );
      expect(text).toContain('a send repeated after a dropped connection is stored only once');
      expect(text).toContain('the server keeps that reference for one day');
    });

    it('says how a visitor asks for a copy or an erasure, and what an erasure leaves for D1’s window', () => {
      const text = section(notice, 'privacy-rights');
      expect(text).toContain('Write from the address you gave in a form');
      expect(text).toContain('send you a copy of everything kept under that address');
      expect(text).toContain('or erase all of it, as you ask, and tell you how many records we erased');
      expect(text).toContain(
        `Erased records can still be restored from the database’s recovery history (Cloudflare D1 Time Travel) for up to ${d1RecoveryDays} days`,
      );
      // Where the site keeps nothing, there is nothing for it to look up.
      for (const delivery of [deliveries.mail, deliveries.service])
        expect(section(privacyNotice(config({ delivery })), 'privacy-rights')).not.toContain('database');
    });

    it('names the spam check only when the build has one', () => {
      const text = section(privacyNotice(config({ delivery: worker, turnstile: true })), 'privacy-delivery');
      expect(text).toContain('Cloudflare Turnstile (challenges.cloudflare.com)');
      expect(text).toContain('and for the spam check');
    });

    it('keeps drafts until the site confirms the message', () => {
      expect(section(notice, 'privacy-storage')).toContain('until the site confirms your message arrived');
    });
  });

  describe('an endpoint on another origin: a form service', () => {
    const notice = privacyNotice(config({ delivery: deliveries.service }));

    it('names the service by its origin and claims no retention of ours', () => {
      expect(section(notice, 'privacy-delivery')).toContain('a form service at https://forms.example.net');
      const retention = section(notice, 'privacy-retention');
      expect(retention).toContain('set by that service, not by us');
      expect(retention).not.toMatch(/\d+ days/);
      expect(noticeText(notice)).not.toMatch(/Cloudflare|D1|Worker/);
    });
  });

  describe('no endpoint: the mail program', () => {
    const notice = privacyNotice(config());

    it('says the site sends nothing and the mail program writes to the company', () => {
      const text = section(notice, 'privacy-delivery');
      expect(text).toContain('The site sends nothing itself');
      expect(text).toContain('your own mail program opens with a message to hello@example.test');
      expect(section(notice, 'privacy-retention')).toContain('The site keeps nothing.');
      expect(noticeText(notice)).not.toMatch(/Cloudflare|D1|Worker|database/);
    });

    it('keeps drafts until the form is emptied (nothing confirms a mail)', () => {
      const text = section(notice, 'privacy-storage');
      expect(text).toContain('local storage');
      expect(text).toContain('kept until you empty the form');
      expect(text).not.toContain('confirms');
    });
  });

  describe('analytics', () => {
    it('none: no analytics and no cookies', () => {
      const notice = privacyNotice(config());
      expect(section(notice, 'privacy-analytics')).toBe(
        'This site runs no analytics: nothing counts your visits, and no tracking script or cookie is used.',
      );
      expect(section(notice, 'privacy-storage')).toContain('The site sets no cookies.');
    });

    it('Plausible: named, cookieless, its origin, the events, and silence under GPC or DNT', () => {
      const text = section(privacyNotice(config({ analytics: analytics.plausible })), 'privacy-analytics');
      expect(text).toContain(
        'We count visits with Plausible, a cookieless analytics service, at https://plausible.io.',
      );
      expect(text).toContain("the page's address and the page you came from (the referrer)");
      expect(text).not.toContain('screen');
      expect(text).toContain('only the length of what you searched for');
      expect(text).toContain('the brochure was downloaded');
      expect(text).toContain('the video was played');
      expect(text).toContain('“Get A Free Quote” was clicked');
      expect(text).toContain('a quote request was sent, and from which page');
      expect(text).toContain('a service enquiry was sent, from which page and about which service');
      expect(text).toContain('only the length of what you searched for, never the words');
      expect(text).toContain('Global Privacy Control or Do Not Track');
    });

    it('Umami: named, at its own instance, with screen size and language', () => {
      const text = section(privacyNotice(config({ analytics: analytics.umami })), 'privacy-analytics');
      expect(text).toContain(
        'We count visits with Umami, a cookieless analytics service, at https://stats.example.org.',
      );
      expect(text).toContain("your screen size and your browser's language");
      expect(text).toContain('Global Privacy Control or Do Not Track');
    });

    it('links the provider for people to read about it', () => {
      const block = privacyNotice(config({ analytics: analytics.umami })).find((s) => s.id === 'privacy-analytics')!
        .blocks[0]!;
      expect(block.type === 'p' && block.content).toContainEqual({ text: 'Umami', href: 'https://umami.is' });
    });
  });

  it('mentions the editors’ sign-in cookie only when sign-in is set up', () => {
    expect(section(privacyNotice(config({ editorSignIn: true })), 'privacy-storage')).toContain(
      'The site sets no cookies for visitors. Only our own editors',
    );
    expect(section(privacyNotice(config()), 'privacy-storage')).not.toContain('editors');
  });

  it('names whom to contact, with a mail link', () => {
    const contactSection = privacyNotice(config()).find((s) => s.id === 'privacy-contact')!;
    expect(blocksText(contactSection.blocks)).toContain('Example Ltd, 1 Test Street');
    expect(contactSection.blocks[1]).toEqual({
      type: 'p',
      content: [
        'For any question about your data, write to ',
        { text: 'hello@example.test', href: 'mailto:hello@example.test' },
        '.',
      ],
    });
  });
});

describe('deliveryFor', () => {
  const site = 'https://www.corevia.example';
  const make = () => worker;
  it('a path or our own origin is the Worker; another origin a service; nothing the mail program', () => {
    expect(deliveryFor('/api/leads', site, make)).toBe(worker);
    expect(deliveryFor('https://www.corevia.example/api/leads', site, make)).toBe(worker);
    expect(deliveryFor('https://formspree.io/f/abc', site, make)).toEqual({
      kind: 'service',
      origin: 'https://formspree.io',
    });
    expect(deliveryFor(undefined, site, make)).toEqual({ kind: 'mail' });
  });
});

describe('the configuration read from wrangler.jsonc', () => {
  const text = readFileSync('wrangler.jsonc', 'utf8');
  const vars = (parseJsonc(text) as { vars: Record<string, string> }).vars;

  it('parses comments and trailing commas, keeping // inside strings', () => {
    expect(parseJsonc('{ // a\n "a": "http://x", /* b */ "b": [1, 2,], }')).toEqual({ a: 'http://x', b: [1, 2] });
  });

  it('takes the sales address, the retention days, the rate limit and the logs from it', () => {
    expect(workerDelivery(text)).toEqual({
      kind: 'worker',
      notifyTo: vars.NOTIFY_TO,
      retentionDays: Number(vars.RETENTION_DAYS),
      rateLimit: { limit: 10, seconds: 60 },
      logs: workerLogs((parseJsonc(text) as { observability?: Parameters<typeof workerLogs>[0] }).observability),
    });
    expect(workerDelivery(text.replace(/"RETENTION_DAYS": "\d+"/, '"RETENTION_DAYS": "30"')).retentionDays).toBe(30);
  });

  it('names the tools each lead goes to and the newsletter service, when wrangler.jsonc sets them', () => {
    expect(workerDelivery(text)).not.toHaveProperty('tools');
    expect(workerDelivery(text)).not.toHaveProperty('newsletter');
    const set = text
      .replace(/"NEWSLETTER_SERVICE": ""/, '"NEWSLETTER_SERVICE": "brevo"')
      .replace(/"LEAD_WEBHOOK_TOOLS": ""/, '"LEAD_WEBHOOK_TOOLS": "HubSpot and Slack"');
    expect(workerDelivery(set)).toMatchObject({
      tools: 'HubSpot and Slack',
      newsletter: { name: 'Brevo', host: 'brevo.com' },
    });
    const said = {
      en: ['the tools our team works in (HubSpot and Slack)', 'A newsletter sign-up is passed to Brevo (brevo.com)'],
      de: ['mit denen unser Team arbeitet (HubSpot and Slack)', 'wird an Brevo (brevo.com) weitergegeben'],
      ar: ['الأدوات التي يعمل بها فريقنا (HubSpot and Slack)', 'إلى Brevo (brevo.com)'],
    } as const;
    for (const [language, sentences] of Object.entries(said)) {
      const notice = privacyNotice(config({ delivery: workerDelivery(set) }), language as keyof typeof said);
      for (const sentence of sentences) expect(section(notice, 'privacy-delivery')).toContain(sentence);
      expect(
        section(
          privacyNotice(config({ delivery: workerDelivery(text) }), language as keyof typeof said),
          'privacy-delivery',
        ),
      ).not.toContain('Brevo');
    }
  });

  it('reads the logs from `observability`: request logs unless invocation_logs is false', () => {
    const withObservability = (value: string) =>
      workerDelivery(text.replace(/"observability": \{.*\},?\n/, value ? `"observability": ${value},\n` : '')).logs;
    expect(withObservability('{ "enabled": true, "logs": { "enabled": true, "invocation_logs": false } }')).toBe('own');
    expect(withObservability('{ "enabled": true, "logs": { "enabled": true, "invocation_logs": true } }')).toBe(
      'requests',
    );
    expect(withObservability('{ "enabled": true, "logs": { "enabled": true } }')).toBe('requests');
    expect(withObservability('{ "enabled": true }')).toBe('requests');
    expect(withObservability('')).toBe('requests');
    expect(withObservability('{ "enabled": false }')).toBe('none');
    expect(withObservability('{ "enabled": true, "logs": { "enabled": false } }')).toBe('none');
  });

  it('builds this build’s notice: the company’s address and no analytics by default', () => {
    const built = privacyConfig({});
    expect(built.company.email).toBe(contact.email);
    expect(built.analytics).toBeUndefined();
    expect(built.editorSignIn).toBe(Boolean(vars.GITHUB_CLIENT_ID));
    expect(built.embeds).toEqual({ map: 'https://www.openstreetmap.org', video: 'https://www.youtube-nocookie.com' });
  });
});

describe('the notice in each language', () => {
  const settings = [
    config(),
    config({ delivery: worker, turnstile: true, editorSignIn: true, analytics: analytics.umami }),
    config({ delivery: { ...worker, logs: 'requests', retentionDays: 45 }, analytics: analytics.plausible }),
    config({ delivery: deliveries.service, turnstile: true }),
  ];

  it.each(['de', 'ar'] as const)(
    'in %s has the English sections and states the same settings, in its own words',
    (language) => {
      for (const setting of settings) {
        const english = privacyNotice(setting, 'en');
        const translated = privacyNotice(setting, language);
        expect(translated.map((entry) => entry.id)).toEqual(english.map((entry) => entry.id));
        for (const entry of english) {
          const other = translated.find((candidate) => candidate.id === entry.id)!;
          // Paragraph for paragraph, list item for list item, each with the links the English has.
          expect(other.blocks.map((block) => (block.type === 'list' ? block.items.length : 'p'))).toEqual(
            entry.blocks.map((block) => (block.type === 'list' ? block.items.length : 'p')),
          );
          const links = (blocks: typeof entry.blocks) =>
            blocks.flatMap((block) =>
              (block.type === 'p' ? block.content : block.items.flat()).flatMap((part) =>
                typeof part === 'string' ? [] : [part.href],
              ),
            );
          expect(links(other.blocks)).toEqual(links(entry.blocks));
          // Every figure and address of the English section, and none of its sentences.
          const figures = (text: string) => text.match(/\b\d+\b|[\w.-]+@[\w.-]+|https?:\/\/[^\s,;)]+/g) ?? [];
          const translatedText = blocksText(other.blocks);
          for (const figure of figures(blocksText(entry.blocks)))
            expect(translatedText).toContain(figure.replace(/\.$/, ''));
          for (const sentence of blocksText(entry.blocks)
            .split(/(?<=\.)\s/)
            .filter((line) => line.length > 40))
            expect(translatedText).not.toContain(sentence);
          expect(other.title).not.toBe(entry.title);
        }
      }
    },
  );
});
