import { accessibilityStatement, knownLimitations } from './accessibility';
import { fill } from './interface';
import { languages, translatedLanguages } from './languages';
import { inLanguage } from './localized';

// The statement's facts are the company's in every language: a translation words them, but its
// review day, its days to an answer and the screen readers it names are the English file's.
const facts = () => ({
  reviewed: accessibilityStatement.reviewed,
  answerDays: accessibilityStatement.report.answer_days,
  readers: accessibilityStatement.checks.readers.map(({ reader, browser, system }) => [reader, browser, system]),
});

describe('the accessibility statement', () => {
  it.each(translatedLanguages)(
    'states the English file’s review day, answer time and screen readers in %s',
    (language) => {
      expect(inLanguage(language, facts)).toEqual(facts());
    },
  );

  it.each(languages)('names the reader, the browser and the system of every setup in %s', (language) =>
    inLanguage(language, () => {
      const { readers, reader_setup } = accessibilityStatement.checks;
      for (const setup of readers) {
        const line = fill(reader_setup, setup);
        for (const name of [setup.reader, setup.browser, setup.system]) expect(line).toContain(name);
        expect(line).not.toMatch(/[{}]/);
      }
    }),
  );

  it('lists the spam check among the limitations only where the forms pass through Turnstile', () => {
    const { items, turnstile } = accessibilityStatement.limitations;
    expect(knownLimitations(accessibilityStatement, false)).toEqual(items);
    expect(knownLimitations(accessibilityStatement, true)).toEqual([...items, turnstile]);
  });
});
