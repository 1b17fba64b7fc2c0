/**
 * The home pages' hero, about block, video and call to action, the about page's introduction and
 * the steps of "how we work", from content/home.yml.
 */
import { withCompanyNames } from './company-text';
import { dataFileInLanguage } from './files';
import { localized } from './localized';
import { dataFiles, type HomeCopy } from './schema';
import { claims } from './site';
import type { ProcessStep } from './types';

/** A hero block of home variants 1 and 2. */
export interface Hero {
  eyebrow: string;
  title: string;
  text: string;
  primaryCtaLabel: string;
  secondaryCtaLabel: string;
  /** The claim badge beside the hero, e.g. "50+ Projects Delivered". */
  highlight: { value: string; label: string };
}

/** One slide of the home-3 hero slider. */
export type HeroSlide = HomeCopy['hero_slides'][number];

export interface AboutBlock {
  eyebrow: string;
  heading: string;
  text: string;
  bullets: string[];
  /** The experience badge, e.g. "25+ Years Of Experience". */
  experience: { value: string; label: string };
  /** Label of the button that links to /services. */
  buttonLabel: string;
  /** Completes the button's name for screen readers and search engines; not shown. */
  buttonTopic: string;
}

export interface HomeVideo {
  provider: 'youtube';
  videoId: string;
  title: string;
}

export type IntroSection = HomeCopy['about_intro'][number];

export interface CtaBlock {
  title: string;
  text: string;
  buttonLabel: string;
}

const home = localized((language) => withCompanyNames(dataFileInLanguage(dataFiles.home, language)));

function hero(copy: HomeCopy['hero_one']): Hero {
  return {
    eyebrow: copy.eyebrow,
    title: copy.title,
    text: copy.text,
    primaryCtaLabel: copy.primary_button,
    secondaryCtaLabel: copy.secondary_button,
    highlight: claims.projectsDelivered,
  };
}

export const heroOne: Hero = localized(() => hero(home.hero_one));

export const heroTwo: Hero = localized(() => hero(home.hero_two));

/** The slides of the home-3 hero slider. */
export const heroSlides: HeroSlide[] = localized(() => home.hero_slides);

export const aboutBlock: AboutBlock = localized(() => ({
  eyebrow: home.about.eyebrow,
  heading: home.about.heading,
  text: home.about.text,
  bullets: home.about.bullets,
  experience: claims.yearsOfExperience,
  buttonLabel: home.about.button,
  buttonTopic: home.about.button_topic,
}));

/** The fixed home video (muted, autoplaying) and the play-intro modal. */
export const homeVideo: HomeVideo = localized(() => ({
  provider: 'youtube' as const,
  videoId: home.video.youtube_id,
  title: home.video.title,
}));

/** Intro sections of /about. */
export const aboutIntro: IntroSection[] = localized(() => home.about_intro);

/** The shared call-to-action block of inner pages. */
export const ctaBlock: CtaBlock = localized(() => ({
  title: home.cta.title,
  text: home.cta.text,
  buttonLabel: home.cta.button,
}));

/** The four steps of the "how we work" section. */
export const processSteps: ProcessStep[] = localized(() => home.process_steps);

/** The words before the happy clients' figure beside the client logo slider. */
export const clientsLead = (): string => home.clients_lead;

/** The headings of the shared sections, as written (content/sections.ts adds their links). */
export const sharedSections = localized(() => home.sections);
