// The language of the page being built, and content that reads as that language.
//
// A page of /de/ or /ar/ names its language once, where it enters (its page, layout and
// metadata functions, from the route's `lang`: app/[lang]/localized.tsx). Everything the page
// then reads from content/ (texts, entries, addresses) is in that language, without the
// language being handed down through every component. The language is kept per render with
// React's `cache`, which the server gives each page its own copy of; outside a render (the
// sitemap, the search index, the tests) it is English unless code asks for another with
// `inLanguage`. The browser never reads it: islands receive their words as props.
import { cache } from 'react';
import { defaultLanguage, type Language } from './languages';

const renderLanguage = cache((): { language?: Language } => ({}));

/** The language `inLanguage` asked for, while its function runs. */
let asked: Language | undefined;

/** The language of the page being built (English outside a page of /de/ or /ar/). */
export function pageLanguage(): Language {
  return asked ?? renderLanguage().language ?? defaultLanguage;
}

/** Names the language of the page being rendered: the first thing a localized page does. */
export function setPageLanguage(language: Language): void {
  renderLanguage().language = language;
}

/**
 * What `read` gives with the content in `language` (synchronous: nothing else runs meanwhile).
 * Read the values inside: a localized value handed out whole reads as the page's language
 * again once `read` is over (`inLanguage('de', () => heroOne.title)`, not `() => heroOne`).
 */
export function inLanguage<T>(language: Language, read: () => T): T {
  const before = asked;
  asked = language;
  try {
    return read();
  } finally {
    asked = before;
  }
}

/**
 * A value of content that reads as the page's language: `make` builds it for a language the
 * first time a page of that language reads it. Used like the value itself (`faqs.map(…)`,
 * `pages.about.title`); what it hands out are plain values of the current language.
 */
export function localized<T extends object>(make: (language: Language) => T): T {
  const made = new Map<Language, T>();
  const current = (): T => {
    const language = pageLanguage();
    let value = made.get(language);
    if (value === undefined) {
      value = make(language);
      made.set(language, value);
    }
    return value;
  };
  // The target only gives the value its kind (a list or not); every read goes to `current()`.
  const target = (Array.isArray(current()) ? [] : {}) as T;
  return new Proxy(target, {
    get: (_, key) => {
      const value = current();
      const property: unknown = Reflect.get(value, key);
      // A list's methods run on the list itself, not on this stand-in.
      return typeof property === 'function' && Array.isArray(value) ? property.bind(value) : property;
    },
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      // A stand-in may not call a property fixed that it lacks itself (a list's length it has).
      if (descriptor && !Reflect.getOwnPropertyDescriptor(target, key)) descriptor.configurable = true;
      return descriptor;
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(current()),
    set: () => false,
    deleteProperty: () => false,
    defineProperty: () => false,
  });
}
