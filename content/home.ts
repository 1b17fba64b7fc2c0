import { claims, site } from './site';
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
export interface HeroSlide {
  eyebrow: string;
  title: string;
  text: string;
}

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

export interface IntroSection {
  title: string;
  text: string;
}

export interface CtaBlock {
  title: string;
  text: string;
  buttonLabel: string;
}

export const heroOne: Hero = {
  eyebrow: 'Mobile, AI & Web Development',
  title: 'Software That Moves Your Business Forward',
  text: `${site.shortName} designs, builds and runs the apps, platforms and AI systems that growing companies depend on, with senior teams who stay accountable from the first workshop to long after launch.`,
  primaryCtaLabel: 'Get A Free Quote',
  secondaryCtaLabel: 'Explore Services',
  highlight: claims.projectsDelivered,
};

export const heroTwo: Hero = {
  eyebrow: 'Your Technology Partner',
  title: 'From Bold Idea to Reliable Product, Faster',
  text: 'Whether you are launching a mobile app, putting AI to work or moving to the cloud, we bring the strategy, engineering and security expertise to get it done right the first time.',
  primaryCtaLabel: 'Start Your Project',
  secondaryCtaLabel: 'View Our Work',
  highlight: claims.projectsDelivered,
};

/** The three slides of the home-3 hero slider. */
export const heroSlides: HeroSlide[] = [
  {
    eyebrow: 'AI & Machine Learning',
    title: 'Put Your Data to Work with Practical AI',
    text: 'Forecasting, recommendations and document automation that move real business metrics, built to run reliably in production.',
  },
  {
    eyebrow: 'Mobile & Web Development',
    title: 'Digital Products Your Customers Love to Use',
    text: 'Fast, accessible apps and platforms for iOS, Android and the web, designed with your users and engineered to scale.',
  },
  {
    eyebrow: 'Cloud & Cybersecurity',
    title: 'Secure Foundations for Confident Growth',
    text: `Backed by ${claims.sliderYears} of combined leadership in enterprise engineering, we migrate, protect and run the platforms your business depends on.`,
  },
];

export const aboutBlock: AboutBlock = {
  eyebrow: `About ${site.shortName}`,
  heading: 'Driving Digital Innovation for Ambitious Businesses',
  text: `${site.name} is a team of engineers, designers, data scientists and security specialists who help businesses turn technology into a competitive advantage. We combine product thinking with deep engineering expertise, and we measure our success by the results our clients see.`,
  bullets: [
    'AI-powered solutions for business automation',
    'Expert team of mobile and web developers',
    'Industry-leading security and cloud solutions',
  ],
  experience: claims.yearsOfExperience,
  buttonLabel: 'Read More',
  buttonTopic: 'about our services',
};

/** The fixed home video (muted, autoplaying) and the play-intro modal. */
export const homeVideo: HomeVideo = {
  provider: 'youtube',
  videoId: 'aqz-KE-bpKQ',
  title: `${site.shortName} in two minutes`,
};

/** Intro sections of /about. */
export const aboutIntro: IntroSection[] = [
  {
    title: 'Our Mission',
    text: 'To help businesses of every size build software that makes a measurable difference: faster operations, happier customers and new sources of revenue.',
  },
  {
    title: 'Our Vision',
    text: 'A world where every ambitious company has access to senior engineering, design and AI talent, without the cost and risk of building it all in-house.',
  },
  {
    title: 'How We Work',
    text: 'Small senior teams, two-week sprints, working software you can review at every step and complete ownership of everything we build for you.',
  },
];

/** The shared call-to-action block of inner pages. */
export const ctaBlock: CtaBlock = {
  title: 'Have a Project in Mind? Let’s Build It Together',
  text: 'Tell us what you want to achieve. Within two business days you will hear back from a senior consultant with initial ideas, a rough timeline and a budget range.',
  buttonLabel: 'Get A Free Quote',
};

/** The four steps of the "how we work" section. */
export const processSteps: ProcessStep[] = [
  {
    title: 'Discovery',
    text: 'We learn your business, users and constraints, then agree on goals, scope and the metrics that define success.',
  },
  {
    title: 'Design',
    text: 'We prototype the key journeys and test them with real users before committing to development.',
  },
  {
    title: 'Development',
    text: 'Senior engineers build in two-week sprints, with automated testing and a working demo at the end of each one.',
  },
  {
    title: 'Launch & Support',
    text: 'We release with care, monitor closely and keep improving the product as your business grows.',
  },
];
