import type { SkillBar, SocialLink, TeamMember, TeamSocial } from './types';
import { memberUrl } from './permalinks';
import { site } from './site';

/**
 * The team, in display order (the about-page slider shows the first six).
 * A member's slug is derived from the name by `getMemberSlug`; nothing else builds it.
 */
export const team = [
  {
    name: 'Amara Okafor',
    role: 'Founder & CEO',
    imgUrl: '/images/team/amara-okafor.svg',
    description: `Amara founded ${site.shortName} after a decade leading product engineering for banks and healthcare providers, where she saw how often good ideas stalled in delivery. She sets the company’s direction and still joins discovery workshops for every new client. Her rule for every engagement: ship something real within the first month.`,
    experience: '18 years',
    skills: ['Technology Strategy', 'Product Leadership', 'Client Partnerships', 'Fintech'],
    social: {
      linkedin: 'https://www.linkedin.com/in/amara-okafor-corevia',
      twitter: 'https://twitter.com/amaraokafor_cv',
    },
  },
  {
    name: 'Daniel Reyes',
    role: 'CTO',
    imgUrl: '/images/team/daniel-reyes.svg',
    description: `Daniel oversees architecture and engineering standards across every ${site.shortName} project, from code review practices to platform choices. Before ${site.shortName} he scaled a logistics SaaS platform from ten thousand to four million daily requests.`,
    experience: '16 years',
    skills: ['Software Architecture', 'TypeScript', 'Distributed Systems', 'PostgreSQL', 'Engineering Management'],
    social: {
      linkedin: 'https://www.linkedin.com/in/daniel-reyes-cto',
      github: 'https://github.com/dreyes-dev',
    },
  },
  {
    name: 'Priya Raman',
    role: 'Head of AI',
    imgUrl: '/images/team/priya-raman.svg',
    description: `Priya leads ${site.shortName}’s AI and machine learning practice, with a focus on models that survive contact with production. She holds a PhD in statistical learning and has shipped forecasting, recommendation and document-understanding systems for retail, insurance and energy clients.`,
    experience: '12 years',
    skills: ['Machine Learning', 'Large Language Models', 'MLOps', 'Python', 'Data Strategy'],
    social: {
      linkedin: 'https://www.linkedin.com/in/priya-raman-ml',
      github: 'https://github.com/priyaraman-ml',
      twitter: 'https://twitter.com/priya_learns',
    },
  },
  {
    name: 'Lukas Becker',
    role: 'Lead Mobile Engineer',
    imgUrl: '/images/team/lukas-becker.svg',
    description: `Lukas has built iOS and Android apps used by millions, including two that were featured by Apple. He leads ${site.shortName}’s mobile guild and decides, project by project, when cross-platform pays off and when native is worth it.`,
    experience: '10 years',
    skills: ['Swift', 'Kotlin', 'React Native', 'Mobile Architecture'],
    social: {
      linkedin: 'https://www.linkedin.com/in/lukas-becker-mobile',
      github: 'https://github.com/lbecker-apps',
    },
  },
  {
    name: 'Sofia Marin',
    role: 'Principal Product Designer',
    imgUrl: '/images/team/sofia-marin.svg',
    description: `Sofia turns complex workflows into products people enjoy using, and she tests every major design with real users before it reaches development. She built the design systems behind several of ${site.shortName}’s largest platforms.`,
    experience: '9 years',
    skills: ['Product Design', 'Design Systems'],
    social: {
      linkedin: 'https://www.linkedin.com/in/sofia-marin-design',
      dribbble: 'https://dribbble.com/sofiamarin',
    },
  },
  {
    name: 'Kenji Watanabe',
    role: 'Cloud Architect',
    imgUrl: '/images/team/kenji-watanabe.svg',
    description: `Kenji designs the cloud foundations ${site.shortName}’s clients run on, from landing zones to disaster recovery. He has led more than thirty migrations across AWS, Azure and Google Cloud and is quietly obsessed with trimming cloud bills.`,
    experience: '13 years',
    skills: ['AWS', 'Kubernetes', 'Terraform', 'FinOps', 'Microsoft Azure', 'Site Reliability'],
    social: {
      linkedin: 'https://www.linkedin.com/in/kenji-watanabe-cloud',
      github: 'https://github.com/kwatanabe-infra',
    },
  },
  {
    name: 'Hannah Clarke',
    role: 'Security Lead',
    imgUrl: '/images/team/hannah-clarke.svg',
    description: `Hannah runs ${site.shortName}’s security practice, leading penetration tests, zero-trust rollouts and compliance programs. A former incident responder, she designs defenses with the attacker’s path in mind and explains risk in plain business terms.`,
    experience: '11 years',
    skills: ['Penetration Testing', 'Zero Trust', 'Incident Response', 'Compliance'],
    social: {
      linkedin: 'https://www.linkedin.com/in/hannah-clarke-sec',
    },
  },
  {
    name: 'Omar Haddad',
    role: 'Delivery Director',
    imgUrl: '/images/team/omar-haddad.svg',
    description: `Omar makes sure every ${site.shortName} project lands on time, on budget and with no surprises. He coaches delivery teams, runs steering committees with client leadership and keeps the line between scope and ambition clear.`,
    experience: '15 years',
    skills: ['Agile Delivery', 'Program Management', 'Stakeholder Management'],
    social: {
      linkedin: 'https://www.linkedin.com/in/omar-haddad-delivery',
      twitter: 'https://twitter.com/omarhaddad_pm',
    },
  },
] satisfies TeamMember[];

/** A member's slug: the lowercased name with spaces replaced by hyphens. The only place a member slug is derived. */
export function getMemberSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

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
    return url ? [{ network, url, label: `${member.name} on ${label}` }] : [];
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

export const teamDetailsDefault: TeamDetailsContent = {
  title: 'Team Details',
  paragraphs: [
    `${site.shortName} is a team of engineers, designers, data scientists and security specialists who have spent their careers shipping software that businesses depend on. Every project is led by senior people who stay with it from the first workshop to long after launch.`,
    'Choose a team member to read about their background, experience and areas of expertise, or get in touch to find out who would work on your project.',
  ],
};
