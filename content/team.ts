import { withCompanyNames } from './company-text';
import { byOrder, collectionInLanguage, dataFileInLanguage } from './files';
import { fill, ui } from './interface';
import { localized } from './localized';
import { memberUrl } from './permalinks';
import { collections, dataFiles, memberSlug } from './schema';
import type { SkillBar, SocialLink, TeamMember, TeamSocial } from './types';

/**
 * The team of content/team/, in display order (`order`; the about-page slider shows the first
 * six). A member's slug is derived from the name by `getMemberSlug`; nothing else builds it.
 */
export const team: TeamMember[] = localized((language) =>
  withCompanyNames(collectionInLanguage(collections.team, language)).toSorted(byOrder),
);

/** A member's slug: the lowercased name with spaces replaced by hyphens (the file is `{slug}.md`). */
export const getMemberSlug = memberSlug;

/** A member's page: `/team-details/{slug}`. */
export function getMemberUrl(member: Pick<TeamMember, 'name'>): string {
  return memberUrl(getMemberSlug(member.name));
}

/** The member whose slug matches, or undefined (the page then shows `teamDetailsDefault`). */
export function getMemberBySlug(slug: string): TeamMember | undefined {
  const wanted = slug.toLowerCase();
  return team.find((member) => getMemberSlug(member.name) === wanted);
}

/** Every member slug, in display order (for static params). */
const memberNetworks: { network: keyof TeamSocial; label: string }[] = [
  { network: 'linkedin', label: 'LinkedIn' },
  { network: 'github', label: 'GitHub' },
  { network: 'twitter', label: 'Twitter' },
  { network: 'dribbble', label: 'Dribbble' },
];

/** A member's public profiles, in a fixed order, named "Amara Okafor on LinkedIn". */
export function getMemberSocialLinks(member: Pick<TeamMember, 'name' | 'social'>): SocialLink[] {
  return memberNetworks.flatMap(({ network, label }) => {
    const url = member.social[network];
    return url ? [{ network, url, label: fill(ui.people.on_network, { name: member.name, network: label }) }] : [];
  });
}

export function getMemberSlugs(): string[] {
  return team.map((member) => getMemberSlug(member.name));
}

/** The range of the member skill-bar values, inclusive. */
export const memberSkillRange = { min: 70, max: 99 } as const;

/** How many skill bars a member page shows at most. */
export const maxMemberSkillBars = 3;

/** 32-bit FNV-1a hash: small, stable and identical on every machine. */
function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * Up to three skill bars from the member's first three skills. Values look random
 * (70–99) but are seeded by the member slug and skill, so every render, build and
 * machine produces the same numbers.
 */
export function getMemberSkillBars(member: Pick<TeamMember, 'name' | 'skills'>): SkillBar[] {
  const slug = getMemberSlug(member.name);
  const span = memberSkillRange.max - memberSkillRange.min + 1;
  return member.skills.slice(0, maxMemberSkillBars).map((skill) => ({
    title: skill,
    percent: memberSkillRange.min + (hashString(`${slug}:${skill}`) % span),
  }));
}

/** Default content of `/team-details` when no member matches. */
export interface TeamDetailsContent {
  title: string;
  paragraphs: string[];
}

export const teamDetailsDefault: TeamDetailsContent = localized((language) => {
  const pages = withCompanyNames(dataFileInLanguage(dataFiles.pages, language));
  return { title: pages.team_details_default.title, paragraphs: pages.team_details_default.text };
});
