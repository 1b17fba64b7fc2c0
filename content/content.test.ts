import { clientLogos } from './clients';
import { faqs } from './faqs';
import { aboutBlock, heroSlides, homeVideo, processSteps } from './home';
import { popularPlanIndex, pricingFeatures, pricingPlans } from './pricing';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  getProjectBySlug,
  getProjectFacts,
  getRelatedProjects,
  getProjectSlug,
  getProjectSlugs,
  getProjectsByCategory,
  getTechnicalDetails,
  projectFallbacks,
  projectFeatures,
  projects,
} from './projects';
import { blogCategories, blogComments, footerPosts, posts, tags } from './posts';
import { staticRoutes } from './routes';
import { getServiceBySlug, getServiceSlug, getServiceSlugs, serviceBrochure, services } from './services';
import { contactMap, contactMapUrls } from './site';
import { defaultSkills, expertiseSkills, statistics } from './stats';
import {
  getMemberBySlug,
  getMemberSkillBars,
  getMemberSlug,
  getMemberSlugs,
  memberSkillRange,
  getMemberSocialLinks,
  getMemberUrl,
  team,
  teamDetailsDefault,
} from './team';
import { getTestimonialText, testimonialFallback, testimonials } from './testimonials';
import { projectCategories, type Project } from './types';

/** An editor's upload lands in public/images/uploads: only the file's existence is a rule. */
function expectInPublic(path: string | undefined) {
  if (!path?.startsWith('/') || !existsSync(join(__dirname, '..', 'public', path)))
    throw new Error(`${String(path)} is not a file in public/`);
}

// The specification's limits (content/ imports nothing from components/, so they are written here).
const shown = { projects: 6, team: 6, testimonials: 6, hero: 3 } as const;

const unique = (values: readonly string[]): boolean => new Set(values).size === values.length;
const ascending = (values: readonly number[]): boolean =>
  values.every((value, i) => i === 0 || values[i - 1]! <= value);

/** Fails with a message naming the rule, so an editor sees what the content must satisfy. */
function atLeast(items: readonly unknown[], minimum: number, rule: string) {
  if (items.length < minimum) throw new Error(`${rule}: needs at least ${minimum}, has ${items.length}`);
}
function exactly(items: readonly unknown[], count: number, rule: string) {
  if (items.length !== count) throw new Error(`${rule}: needs exactly ${count}, has ${items.length}`);
}

/** The six service pages the specification's menu names. */
const specServiceSlugs = [
  'mobile-app-development',
  'ai-machine-learning',
  'web-development',
  'cloud-solutions',
  'cybersecurity',
  'tech-consulting',
];

describe('services', () => {
  it('has a page for each of the six services the specification names, in the order of the files', () => {
    atLeast(services, 6, '/services shows the first 6 services');
    expect(getServiceSlugs()).toEqual(expect.arrayContaining(specServiceSlugs));
    expect(ascending(services.map((service) => service.order))).toBe(true);
  });

  it('has unique slugs that resolve back to their service', () => {
    expect(unique(getServiceSlugs())).toBe(true);
    for (const service of services) {
      expect(getServiceBySlug(getServiceSlug(service))).toBe(service);
      expectInPublic(service.imgUrl);
    }
    expect(getServiceBySlug('does-not-exist')).toBeUndefined();
  });

  it('fills every section of a service page', () => {
    for (const service of services) {
      for (const list of [
        service.overview,
        service.deliverables,
        service.process,
        service.technologies,
        service.outcomes,
      ])
        expect(list.length).toBeGreaterThan(0);
    }
  });
});

describe('projects', () => {
  it('has enough projects for the home sliders, unique slugs and the two the specification names', () => {
    atLeast(projects, shown.projects, 'the latest-projects slider shows the first 6 projects');
    expect(unique(getProjectSlugs())).toBe(true);
    expect(ascending(projects.map((project) => project.order))).toBe(true);
    expect(getProjectSlugs()).toEqual(expect.arrayContaining(['ai-ecommerce-platform', 'enterprise-saas-platform']));
  });

  it('uses only known categories and covers all of them', () => {
    for (const project of projects) {
      expect(projectCategories).toContain(project.category);
    }
    for (const category of projectCategories) {
      expect(getProjectsByCategory(category).length).toBeGreaterThan(0);
    }
  });

  it('resolves every project url through its slug', () => {
    for (const project of projects) {
      expect(project.url).toBe(`/project/${getProjectSlug(project)}`);
      expect(getProjectBySlug(getProjectSlug(project))).toBe(project);
      expectInPublic(project.imgUrl);
    }
    expect(getProjectBySlug('unknown-project')).toBeUndefined();
  });

  it.each(['client', 'duration', 'year'] as const)(
    'shows each project’s %s, or the fallback when it has none',
    (field) => {
      for (const project of projects) {
        expect(getProjectFacts(project)[field]).toBe(project[field]?.trim() || projectFallbacks[field]);
      }
    },
  );

  it('joins each project’s technologies, or shows the fallback when it has none', () => {
    for (const project of projects) {
      const technologies = project.technologies ?? [];
      expect(getProjectFacts(project).technologies).toBe(
        technologies.length > 0 ? technologies.join(', ') : projectFallbacks.technologies,
      );
    }
  });

  it('builds technical details from technologies, with a fallback', () => {
    expect(getTechnicalDetails({ technologies: ['React Native', 'Node.js', 'PostgreSQL'] })).toMatch(
      /^Built with React Native, Node\.js and PostgreSQL/,
    );
    expect(getTechnicalDetails({})).toContain(projectFallbacks.technologies);
    expect(getTechnicalDetails({ technologies: [] })).toContain(projectFallbacks.technologies);
  });

  it('has the five fixed feature bullets the specification asks of every project page', () => {
    exactly(projectFeatures, 5, 'content/projects.yml › features (the specification: five fixed feature bullets)');
  });
});

describe('team', () => {
  it('has enough members for the about slider, with unique, resolvable slugs', () => {
    atLeast(team, shown.team, 'the team slider on /about shows the first 6 members');
    expect(ascending(team.map((member) => member.order))).toBe(true);
    expect(unique(getMemberSlugs())).toBe(true);
    for (const member of team) {
      const slug = getMemberSlug(member.name);
      expect(slug).toBe(member.name.toLowerCase().replace(/ /g, '-'));
      expect(getMemberBySlug(slug)).toBe(member);
      expectInPublic(member.imgUrl);
    }
    expect(getMemberBySlug('nobody-here')).toBeUndefined();
    expect(teamDetailsDefault.title).toBe('Team Details');
  });

  it('produces at most 3 deterministic skill bars within 70-99', () => {
    for (const member of team) {
      const bars = getMemberSkillBars(member);
      expect(bars.length).toBeLessThanOrEqual(3);
      expect(bars.length).toBe(Math.min(3, member.skills.length));
      expect(bars.map((bar) => bar.title)).toEqual(member.skills.slice(0, 3));
      for (const bar of bars) {
        expect(Number.isInteger(bar.percent)).toBe(true);
        expect(bar.percent).toBeGreaterThanOrEqual(memberSkillRange.min);
        expect(bar.percent).toBeLessThanOrEqual(memberSkillRange.max);
      }
      expect(getMemberSkillBars(member)).toEqual(bars);
    }
    expect(memberSkillRange).toEqual({ min: 70, max: 99 });
  });

  it('names each profile link after the member and leaves out networks without a URL', () => {
    const links = getMemberSocialLinks({
      name: 'Ada Example',
      social: { github: 'https://github.com/ada', linkedin: 'https://www.linkedin.com/in/ada' },
    });
    expect(links).toEqual([
      { network: 'linkedin', url: 'https://www.linkedin.com/in/ada', label: 'Ada Example on LinkedIn' },
      { network: 'github', url: 'https://github.com/ada', label: 'Ada Example on GitHub' },
    ]);
    expect(getMemberSocialLinks({ name: 'Ada Example', social: {} })).toEqual([]);
  });
});

describe('testimonials', () => {
  it('has enough for /testimonials, which shows the first 6', () => {
    atLeast(testimonials, shown.testimonials, '/testimonials shows the first 6 testimonials');
  });

  it('shows each description, or the fallback text when there is none', () => {
    for (const t of testimonials) {
      expect(getTestimonialText(t)).toBe(t.description?.trim() || testimonialFallback());
    }
    expect(testimonialFallback().trim()).not.toBe('');
  });
});

describe('blog', () => {
  it('has enough posts for the home blog, unique slugs, newest first', () => {
    atLeast(posts, 4, 'the home blog shows 1 featured post and 3 more');
    expect(unique(posts.map((p) => p.slug))).toBe(true);
    const dates = posts.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const post of posts) {
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expectInPublic(post.imgUrl);
      expect(blogCategories).toContain(post.category);
      for (const tag of post.tags) expect(tags).toContain(tag);
    }
  });

  it('uses the service names as categories', () => {
    expect(blogCategories).toEqual(services.map((s) => s.title));
  });

  it('derives the footer’s two recent posts from the two newest, linking to /blog', () => {
    expect(footerPosts).toEqual(
      posts.slice(0, 2).map((post) => ({ imgUrl: post.imgUrl, title: post.title, date: post.date, url: '/blog' })),
    );
    expect(footerPosts).toHaveLength(2);
  });

  it('has the three static comments the specification shows on /blog-details', () => {
    exactly(blogComments, 3, 'content/blog-article.yml › comments (the specification: three static comments)');
  });
});

// What the pages need of the content: enough entries for each section the specification fixes.
// The specification's own figures (prices, statistics, percentages) are editors' content and are
// checked from outside; the sections' tests check that the pages show whatever the files hold.
describe('what the pages need of the content', () => {
  it('has at least 4 FAQs, so the accordion shows its 4', () => {
    atLeast(faqs, 4, 'the FAQ section shows the first 4 FAQs of content/faqs.yml');
  });

  it('has at least 3 plans, one of them popular, and the six feature lines every plan shows', () => {
    atLeast(pricingPlans, 3, '/price-plan shows the first 3 plans of content/pricing.yml');
    exactly(pricingFeatures, 6, 'content/pricing.yml › features (the specification: six feature lines on every plan)');
    expect(pricingPlans[popularPlanIndex()]).toBeDefined();
    for (const plan of pricingPlans) {
      expect(Number.isFinite(plan.price)).toBe(true);
      expect(plan.price).toBeGreaterThan(0);
    }
  });

  it('has statistics and skill bars with percentages a bar can show', () => {
    expect(statistics.length).toBeGreaterThan(0);
    for (const skill of [...expertiseSkills, ...defaultSkills]) {
      expect(skill.percent).toBeGreaterThanOrEqual(0);
      expect(skill.percent).toBeLessThanOrEqual(100);
    }
  });

  it('has enough client logos to fill the widest view of the slider (5)', () => {
    atLeast(clientLogos, 5, 'the client logo slider shows 5 logos from 1200 px');
  });

  it('has the home copy the specification requires', () => {
    atLeast(heroSlides, shown.hero, 'the home-3 hero slider shows 3 slides');
    expect(heroSlides.some((slide) => slide.text.includes('30+ years'))).toBe(true);
    expect(aboutBlock.bullets).toEqual([
      'AI-powered solutions for business automation',
      'Expert team of mobile and web developers',
      'Industry-leading security and cloud solutions',
    ]);
    expect(homeVideo.videoId).toMatch(/^[\w-]{11}$/);
    expect(processSteps.length).toBeGreaterThan(0);
  });
});

describe('slug resolution', () => {
  it('derives a service slug from its url, with or without the prefix', () => {
    expect(getServiceSlug({ url: '/service/cloud-solutions' })).toBe('cloud-solutions');
    expect(getServiceSlug({ url: '/cloud-solutions' })).toBe('cloud-solutions');
    expect(getServiceBySlug('Cloud-Solutions')).toBeUndefined();
  });

  it('derives a project slug from its url, and finds nothing for an unknown one', () => {
    expect(getProjectSlug({ url: '/project/ai-ecommerce-platform' })).toBe('ai-ecommerce-platform');
    const saas = projects.find((project) => project.url === '/project/enterprise-saas-platform');
    expect(saas).toBeDefined();
    expect(getProjectBySlug('enterprise-saas-platform')).toBe(saas);
    expect(getProjectBySlug('nope')).toBeUndefined();
    expect(getProjectBySlug('')).toBeUndefined();
  });

  it('matches a member by the lowercased name with hyphens, whatever the case or spacing', () => {
    expect(getMemberSlug('  Amara   Okafor ')).toBe('amara-okafor');
    const member = team[0]!;
    const slug = getMemberSlug(member.name);
    expect(getMemberBySlug(slug.toUpperCase())).toBe(member);
    expect(getMemberBySlug(slug.replace(/-/g, ' '))).toBeUndefined();
    expect(getMemberBySlug('nope')).toBeUndefined();
  });

  it('lists every generated page among the static routes', () => {
    const routes = staticRoutes();
    for (const slug of getServiceSlugs()) expect(routes).toContain(`/service/${slug}`);
    for (const slug of getProjectSlugs()) expect(routes).toContain(`/project/${slug}`);
    for (const slug of getMemberSlugs()) expect(routes).toContain(`/team-details/${slug}`);
    expect(unique(routes)).toBe(true);
  });
});

describe('fallback rules', () => {
  const bare: Project = {
    imgUrl: '/images/projects/ai-ecommerce-platform.svg',
    title: 'Bare',
    category: 'Web Development',
    url: '/project/bare',
    order: 99,
    brief: 'A project with no facts.',
  };

  it('falls back for missing, blank or empty facts', () => {
    expect(getProjectFacts(bare)).toEqual({
      client: 'Confidential',
      duration: 'Various phases',
      year: 'Recent',
      technologies: 'Modern tech stack',
    });
    expect(getProjectFacts({ ...bare, client: '  ', year: '', duration: ' ', technologies: [] })).toEqual(
      getProjectFacts(bare),
    );
  });

  it('keeps present facts as they are', () => {
    const facts = getProjectFacts({
      ...bare,
      client: 'Acme',
      year: '2024',
      duration: '3 months',
      technologies: ['Go'],
    });
    expect(facts).toEqual({ client: 'Acme', duration: '3 months', year: '2024', technologies: 'Go' });
    expect(getTechnicalDetails({ technologies: ['Go'] })).toMatch(/^Built with Go,/);
  });

  it('shows the testimonial fallback for a missing or blank description', () => {
    expect(getTestimonialText({})).toBe(testimonialFallback());
    expect(getTestimonialText({ description: '  ' })).toBe(testimonialFallback());
    expect(getTestimonialText({ description: 'Great work.' })).toBe('Great work.');
  });
});

describe('related projects', () => {
  it('puts the same category first, never the project itself, up to the limit', () => {
    for (const project of projects) {
      const related = getRelatedProjects(project);
      expect(related).toHaveLength(Math.min(3, projects.length - 1));
      expect(related).not.toContain(project);
      const sameCategory = projects.filter((p) => p !== project && p.category === project.category);
      expect(related.slice(0, sameCategory.length)).toEqual(sameCategory.slice(0, 3));
    }
    const first = projects[0];
    expect(first && getRelatedProjects(first, 1)).toHaveLength(1);
  });
});

describe('service brochure and contact map', () => {
  it('offers a real PDF', () => {
    const bytes = readFileSync(join(__dirname, '..', 'public', serviceBrochure.url));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(serviceBrochure.format).toBe('PDF');
  });

  it('embeds a keyless OpenStreetMap frame 650 px high', () => {
    expect(contactMap.height).toBe(650);
    const { embed, full } = contactMapUrls();
    expect(embed).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[-\d.%C]+&layer=mapnik/);
    expect(full).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
  });
});

describe('page URLs', () => {
  it('gives each member one page URL, from the slug', () => {
    for (const member of team) expect(getMemberUrl(member)).toBe(`/team-details/${getMemberSlug(member.name)}`);
  });
});
