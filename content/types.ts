/**
 * The content model. Every collection in `content/` is typed by these shapes;
 * components read content only through them.
 */

import type { iconNames } from './schema';

/** Keys of the one icon set used across the site (see components/ui/icon.tsx). */
export type IconName = (typeof iconNames)[number];

export type { ClientLogo, Faq, PricingPlan, SkillBar, Statistic, TeamMember, TeamSocial, Testimonial } from './schema';

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

export interface ProcessStep {
  title: string;
  text: string;
}

export interface Service {
  icon: IconName;
  title: string;
  brief: string;
  /** `/service/{slug}`; the slug is derived from it in content/services.ts. */
  url: string;
  imgUrl?: string;
  /** Long-form content of the service page. */
  overview: string[];
  deliverables: string[];
  process: ProcessStep[];
  technologies: string[];
  outcomes: string[];
}

export const projectCategories = [
  'Mobile Development',
  'Web Development',
  'AI Solutions',
  'Cloud Solutions',
  'Tech Consulting',
  'Cybersecurity',
] as const;
export type ProjectCategory = (typeof projectCategories)[number];

export interface Project {
  imgUrl: string;
  title: string;
  category: ProjectCategory;
  /** `/project/{slug}`; the slug is derived from it in content/projects.ts. */
  url: string;
  brief: string;
  /** Missing fields fall back to the texts in content/projects.ts. */
  client?: string;
  year?: string;
  duration?: string;
  technologies?: string[];
}

export interface Post {
  slug: string;
  imgUrl: string;
  title: string;
  /** ISO date, e.g. "2026-10-14". */
  date: string;
  description: string;
  author: string;
  category: string;
  tags: string[];
}

/** An image with its intrinsic size, so every image reserves its space. */
export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
}
