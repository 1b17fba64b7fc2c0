import { render, screen } from '@testing-library/react';
import { SearchForm } from '@/components/ui/search-form';
import { analyticsConfig, type AnalyticsConfig } from '@/content/analytics';
import {
  cleanReferrer,
  cleanUrl,
  clickedEvent,
  createSender,
  eventRequest,
  submittedEvent,
  type PageContext,
} from './analytics-sender';

const plausible = analyticsConfig({
  NEXT_PUBLIC_ANALYTICS_PROVIDER: 'plausible',
  NEXT_PUBLIC_ANALYTICS_URL: 'https://plausible.example/',
  NEXT_PUBLIC_ANALYTICS_DOMAIN: 'www.site.example',
}) as AnalyticsConfig;
const umami = analyticsConfig({
  NEXT_PUBLIC_ANALYTICS_PROVIDER: 'umami',
  NEXT_PUBLIC_ANALYTICS_URL: 'https://example.com/umami',
  NEXT_PUBLIC_ANALYTICS_DOMAIN: 'website-id',
}) as AnalyticsConfig;

const page: PageContext = {
  href: 'https://www.site.example/contact?utm_source=news',
  referrer: 'https://search.example/',
  title: 'Contact | The site',
  language: 'en-GB',
  screen: '1280x900',
};
const bodyOf = (request: { body: string }) => JSON.parse(request.body) as unknown;

describe('the Plausible events API', () => {
  it('gets a page view at {url}/api/event, with the url, domain and referrer', () => {
    const request = eventRequest(plausible, undefined, page);
    expect(request.url).toBe('https://plausible.example/api/event');
    expect(bodyOf(request)).toEqual({
      name: 'pageview',
      url: 'https://www.site.example/contact?utm_source=news',
      domain: 'www.site.example',
      referrer: 'https://search.example/',
    });
  });

  it('gets a custom event with its props', () => {
    const request = eventRequest(plausible, { name: 'Search Used', props: { length: 5 } }, { ...page, referrer: null });
    expect(bodyOf(request)).toEqual({
      name: 'Search Used',
      url: page.href,
      domain: 'www.site.example',
      referrer: null,
      props: { length: 5 },
    });
  });
});

describe('the Umami send API', () => {
  it('gets a page view at {url}/api/send: an event without a name', () => {
    const request = eventRequest(umami, undefined, page);
    expect(request.url).toBe('https://example.com/umami/api/send');
    expect(bodyOf(request)).toEqual({
      type: 'event',
      payload: {
        website: 'website-id',
        hostname: 'www.site.example',
        url: '/contact?utm_source=news',
        referrer: 'https://search.example/',
        title: 'Contact | The site',
        language: 'en-GB',
        screen: '1280x900',
      },
    });
  });

  it('gets a custom event with its name and data', () => {
    const request = eventRequest(
      umami,
      { name: 'Quote Sent', props: { page: '/contact' } },
      { ...page, referrer: null },
    );
    expect(bodyOf(request)).toMatchObject({
      type: 'event',
      payload: { website: 'website-id', name: 'Quote Sent', data: { page: '/contact' }, referrer: '' },
    });
  });
});

describe('the addresses sent', () => {
  it('keep the campaign tags and drop every other parameter (what was searched) and the fragment', () => {
    expect(cleanUrl('https://www.site.example/search?q=secret+plans&utm_campaign=spring&ref=mail#top')).toBe(
      'https://www.site.example/search?utm_campaign=spring&ref=mail',
    );
    expect(cleanUrl('https://www.site.example/')).toBe('https://www.site.example/');
  });

  it('clean a referrer of the site like its pages, keep another site’s, and give null for none', () => {
    const href = 'https://www.site.example/contact';
    expect(cleanReferrer('https://www.site.example/search?q=secret', href)).toBe('https://www.site.example/search');
    expect(cleanReferrer('https://elsewhere.example/page?x=1', href)).toBe('https://elsewhere.example/page?x=1');
    expect(cleanReferrer('', href)).toBeNull();
  });
});

describe('clicks', () => {
  const quote = { url: '/contact', name: 'Get A Free Quote' };
  const clickOn = (html: string, selector: string) => {
    document.body.innerHTML = html;
    return clickedEvent(document.querySelector(selector), quote, '/services');
  };

  it('count a click inside a "Get A Free Quote" link to the quote page, with the page it was on', () => {
    expect(clickOn('<a href="/contact/"><span>Get a free  quote</span></a>', 'span')).toEqual({
      name: 'Quote Clicked',
      props: { page: '/services' },
    });
  });

  it('do not count other links to the quote page, or the same words elsewhere', () => {
    expect(clickOn('<a href="/contact">Contact</a>', 'a')).toBeNull();
    expect(clickOn('<a href="/about">Get A Free Quote</a>', 'a')).toBeNull();
    expect(clickOn('<a href="https://other.example/contact">Get A Free Quote</a>', 'a')).toBeNull();
    expect(clickOn('<button>Get A Free Quote</button>', 'button')).toBeNull();
  });

  it('count a marked element as its event, with its data-track-* properties', () => {
    expect(
      clickOn('<a href="/b.pdf" data-track="Brochure Downloaded" data-track-file="b.pdf"><span>PDF</span></a>', 'span'),
    ).toEqual({ name: 'Brochure Downloaded', props: { file: 'b.pdf' } });
    expect(clickOn('<button data-track="Opened">x</button>', 'button')).toEqual({ name: 'Opened' });
  });
});

describe('searches sent from a form', () => {
  const formWith = (query: string, live = false) => {
    const { container, unmount } = render(
      <SearchForm
        id="search"
        label="Search"
        words={{ submit: 'Submit search', placeholder: 'Search…' }}
        action="/search"
        {...(live && { field: ({ id }) => <input id={id} name="q" /> })}
      />,
    );
    (screen.getByLabelText('Search') as HTMLInputElement).value = query;
    const form = container.querySelector('form');
    const event = submittedEvent(form);
    unmount();
    return event;
  };

  it('count a plain search form as a search, by the length of its query in characters, never its words', () => {
    expect(formWith('  Cloud cost ')).toEqual({ name: 'Search Used', props: { length: 10 } });
    expect(formWith('AI 🤖')).toEqual({ name: 'Search Used', props: { length: 4 } });
    expect(JSON.stringify(formWith('Cloud cost'))).not.toContain('Cloud');
  });

  it('do not count an empty query, the live search (counted as it is typed) or another form', () => {
    expect(formWith('   ')).toBeNull();
    expect(formWith('Cloud cost', true)).toBeNull();
    document.body.innerHTML = '<form><input name="q" value="Cloud"></form>';
    expect(submittedEvent(document.querySelector('form'))).toBeNull();
    expect(submittedEvent(null)).toBeNull();
  });
});

describe('createSender', () => {
  const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 202 }));
  beforeEach(() => {
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('posts text that survives a navigation, without asking the provider for CORS', () => {
    window.history.replaceState(null, '', '/search?q=secret');
    createSender(plausible, { url: '/contact', name: 'Get A Free Quote' }).pageview();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://plausible.example/api/event');
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      mode: 'no-cors',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(JSON.parse(init.body as string)).toMatchObject({ name: 'pageview', url: 'http://localhost/search' });
    expect(init.body).not.toContain('secret');
  });

  it('sends nothing for a click that is no event', () => {
    document.body.innerHTML = '<a href="/about">About</a>';
    createSender(umami, { url: '/contact', name: 'Get A Free Quote' }).click(document.querySelector('a'), '/');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
