/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { holdsWords, interfaceProblems } from './interface-check';
import type { InterfaceText } from './interface';

const read = (name: string) => parse(readFileSync(`content/${name}`, 'utf8')) as InterfaceText;

describe('interfaceProblems', () => {
  it('finds none in the interface files today', () => {
    expect(interfaceProblems('content/interface.yml', read('interface.yml'), 'en')).toEqual([]);
    expect(interfaceProblems('content/interface.de.yml', read('interface.de.yml'), 'de')).toEqual([]);
    expect(interfaceProblems('content/interface.ar.yml', read('interface.ar.yml'), 'ar')).toEqual([]);
  });

  it('asks each language for the plural forms its counts take', () => {
    const arabic = read('interface.ar.yml');
    delete (arabic.posts.articles as Partial<typeof arabic.posts.articles>).two;
    const german = read('interface.de.yml');
    delete (german.search.results as Partial<typeof german.search.results>).one;
    expect([
      ...interfaceProblems('content/interface.ar.yml', arabic, 'ar'),
      ...interfaceProblems('content/interface.de.yml', german, 'de'),
    ]).toEqual([
      {
        file: 'content/interface.ar.yml',
        field: 'posts › articles › two',
        message: 'is missing: in Arabic, 2 take this form',
      },
      {
        file: 'content/interface.de.yml',
        field: 'search › results › one',
        message: 'is missing: in German, 1 take this form',
      },
    ]);
  });

  it('holds a reply link’s name to the word it shows, whole', () => {
    const arabic = read('interface.ar.yml');
    arabic.posts.reply_to = 'الرد على {name}';
    expect(interfaceProblems('content/interface.ar.yml', arabic, 'ar')).toEqual([
      {
        file: 'content/interface.ar.yml',
        field: 'posts › reply_to',
        message: 'should hold “رد” (posts › reply), the words the control shows, as whole words',
      },
    ]);
  });
});

describe('holdsWords', () => {
  it('finds the words whole, in any case, and not inside other words', () => {
    expect(holdsWords('{name} antworten', 'Antworten')).toBe(true);
    expect(holdsWords('رد على {name}', 'رد')).toBe(true);
    expect(holdsWords('الرد على {name}', 'رد')).toBe(false);
    expect(holdsWords('EN, Language: English', 'EN')).toBe(true);
    expect(holdsWords('Language: English', 'EN')).toBe(false);
  });
});
