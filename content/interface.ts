// The words of the site's own interface (content/interface.yml and its translations), in the
// page's language: `ui.menu.home`, and `fill(ui.sliders.go_to, { number: 2 })` for a text with
// placeholders. It reads no other content, so any content module may use it; a text naming
// {company} is filled where it is used.
import { dataFileInLanguage } from './files';
import { localized, pageLanguage } from './localized';
import { countIn, type PluralText } from './words';
import { dataFiles, type interfaceFile } from './schema';
import type { z } from 'zod';

export const ui = localized((language) => dataFileInLanguage(dataFiles.interface, language));

export { fill } from './words';
export type { PluralText } from './words';

/** A count in the page's words and plural form: `counted(ui.posts.articles, 3)`, "3 articles". */
export const counted = (text: PluralText, count: number): string => countIn(pageLanguage(), text, count);

/** The interface's words, as content/interface.yml groups them. */
export type InterfaceText = z.output<typeof interfaceFile>;

/** What a slider's controls say (the slider's island receives them as a prop). */
export type SliderWords = InterfaceText['sliders'];

/** What the theme button says. */
export type ThemeWords = InterfaceText['theme'];

/** What the search says: its form, its counts and the kinds of its results (islands get them as props). */
export type SearchWords = InterfaceText['search'];
