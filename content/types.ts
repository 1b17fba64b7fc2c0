/**
 * The content model. Every collection in `content/` is typed by these shapes;
 * components read content only through them.
 */

import type { iconNames } from './schema';
export { projectCategories } from './schema';

/** Keys of the one icon set used across the site (see components/ui/icon.tsx). */
export type IconName = (typeof iconNames)[number];

export type {
  ClientLogo,
  Faq,
  Post,
  PricingPlan,
  ProcessStep,
  Project,
  ProjectCategory,
  Service,
  SkillBar,
  Statistic,
  TeamMember,
  TeamSocial,
  Testimonial,
} from './schema';

export type SocialNetwork = 'facebook' | 'twitter' | 'instagram' | 'linkedin' | 'youtube' | 'github' | 'dribbble';

/** A plain link: the specification's "link item". */
export interface Link {
  name: string;
  url: string;
}

/** A menu entry: a link, a dropdown with a navigable parent, or a dropdown only. */
export interface NavItem {
  name: string;
  /** Absent when the parent is not navigable (Portfolio). */
  url?: string;
  children?: Link[];
}

export interface SocialLink {
  network: SocialNetwork;
  url: string;
  /** Accessible name, e.g. "(short name) on LinkedIn". */
  label: string;
}

export interface ContactItem {
  icon: IconName;
  /** Short heading, e.g. "Call Us". */
  label: string;
  /** What is shown, e.g. the phone number. */
  name: string;
  url?: string;
}

export interface FooterPost {
  imgUrl: string;
  title: string;
  /** ISO date, e.g. "2026-10-14". */
  date: string;
  url: string;
}

/** An image with its intrinsic size, so every image reserves its space. */
export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
}
