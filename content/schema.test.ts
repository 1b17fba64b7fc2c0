/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { withCompanyNames } from './company-text';
import { contentProblems } from './check';
import { check, formatProblems, readMarkdownFile } from './files';
import { getServiceSlugs } from './services';
import { collections, dataFiles } from './schema';
import { site } from './site';

const read = (name: string) => parse(readFileSync(join('content', name), 'utf8')) as Record<string, unknown>;
type Edit = [path: (string | number)[], value: unknown];
/** Sets (or, for `undefined`, deletes) the field at a path of some data. */
const apply = (data: unknown, [path, value]: Edit) => {
  const parent = path.slice(0, -1).reduce((node, key) => (node as Record<string | number, unknown>)[key], data);
  const record = parent as Record<string | number, unknown>;
  if (value === undefined) delete record[path.at(-1)!];
  else record[path.at(-1)!] = value;
};
/** The problems of a changed copy of a data file, as the build would list them. */
const problemsOf = (key: keyof typeof dataFiles, edits: Edit[]) => {
  const { name, schema } = dataFiles[key];
  const data = read(name);
  for (const edit of edits) apply(data, edit);
  return formatProblems(check(join(process.cwd(), 'content', name), data, schema).problems).split('\n');
};

/**
 * A copy of content/ (its files, not its modules) in a folder of its own for the tests of one
 * block, with public/ beside it; `check()` runs the build's content check over it.
 */
function contentCopy(prefix: string) {
  const copy = {
    root: '',
    check: () =>
      spawnSync(join(process.cwd(), 'node_modules/.bin/tsx'), [join(process.cwd(), 'scripts/content-check.cli.ts')], {
        cwd: copy.root,
        encoding: 'utf8',
      }),
  };
  beforeAll(() => {
    copy.root = mkdtempSync(join(tmpdir(), prefix));
    cpSync('content', join(copy.root, 'content'), { recursive: true, filter: (path) => !path.endsWith('.ts') });
    symlinkSync(join(process.cwd(), 'public'), join(copy.root, 'public'));
  });
  afterAll(() => rmSync(copy.root, { recursive: true, force: true }));
  return copy;
}

describe('the content files', () => {
  it('all match their schemas today', () => {
    expect(contentProblems()).toEqual([]);
  });

  it('name the company through placeholders, filled from the site settings', () => {
    const text = 'We handed {company} a monolith; {company_full_name} is proud.';
    expect(withCompanyNames({ list: [text], n: 3 })).toEqual({
      list: [`We handed ${site.shortName} a monolith; ${site.name} is proud.`],
      n: 3,
    });
  });
});

describe('a broken content file', () => {
  it('names the file, the entry counted from 1, the field, and what is missing or empty', () => {
    expect(
      problemsOf('faqs', [
        [['questions', 1, 'answer'], undefined],
        [['questions', 3, 'question'], '   '],
      ]),
    ).toEqual([
      'content/faqs.yml › questions › 2 › answer: is missing',
      'content/faqs.yml › questions › 4 › question: is empty',
    ]);
  });

  it('says which type a field wants and which choices it allows', () => {
    expect(
      problemsOf('stats', [
        [['statistics', 0, 'count'], 'two hundred'],
        [['statistics', 1, 'icon'], 'rocketship'],
        [['statistics', 2, 'suffix'], 'M+'],
        [['expertise_skills', 0, 'percent'], 120],
      ]),
    ).toEqual([
      'content/stats.yml › statistics › 1 › count: should be a number, not the text "two hundred"',
      'content/stats.yml › statistics › 2 › icon: should be one of: mobile, ai, web, cloud, shield, consulting, map-pin, phone, mail, clock, users, briefcase, star, chat, rocket, chart, code, check, lightbulb, gear (not the text "rocketship")',
      'content/stats.yml › statistics › 3 › suffix: should be one of: +, K+ (not the text "M+")',
      'content/stats.yml › expertise_skills › 1 › percent: should be at most 100',
    ]);
  });

  it('refuses an image that is not in public/, an unknown placeholder, a field the site does not know', () => {
    expect(
      problemsOf('testimonials', [
        [['testimonials', 0, 'imgUrl'], '/images/testimonials/nobody.svg'],
        [['testimonials', 1, 'description'], 'Working with {compnay} was great.'],
        [['testimonials', 2, 'stars'], 5],
      ]),
    ).toEqual([
      'content/testimonials.yml › testimonials › 1 › imgUrl: names a file that is not in public/',
      'content/testimonials.yml › testimonials › 2 › description: has {compnay}, which the site does not fill in: write {company} or {company_full_name}',
      'content/testimonials.yml › testimonials › 3: has a field the site does not know: stars',
    ]);
  });

  it('refuses a count’s form without its number', () => {
    expect(problemsOf('interface', [[['posts', 'articles', 'one'], 'an article']])).toEqual([
      'content/interface.yml › posts › articles › one: should show the number: write {count} where it goes',
    ]);
  });

  it('refuses a popular plan that names no plan', () => {
    const names = (read('pricing.yml').plans as { name: string }[]).map((plan) => plan.name);
    expect(problemsOf('pricing', [[['popular'], 'No Such Plan']])).toEqual([
      `content/pricing.yml › popular: names no plan: write the name of one of ${names.join(', ')}`,
    ]);
  });
});

describe('a broken project file', () => {
  const file = join(process.cwd(), 'content/projects/ai-ecommerce-platform.md');
  const problemsOf = (edits: Edit[]) => {
    const { data } = readMarkdownFile(file, 'brief');
    for (const edit of edits) apply(data, edit);
    return formatProblems(check(file, data, collections.projects.schema).problems).split('\n');
  };

  it('names a missing title, a category not among the six, an impossible year, an address off /project/', () => {
    expect(
      problemsOf([
        [['title'], undefined],
        [['category'], 'Blockchain'],
        [['year'], 20250],
        [['url'], '/projects/ai-ecommerce-platform'],
        [['brief'], ''],
      ]),
    ).toEqual([
      'content/projects/ai-ecommerce-platform.md › title: is missing',
      'content/projects/ai-ecommerce-platform.md › category: should be one of: Mobile Development, Web Development, AI Solutions, Cloud Solutions, Tech Consulting, Cybersecurity (not the text "Blockchain")',
      'content/projects/ai-ecommerce-platform.md › url: should be /project/ and then the slug: lower-case letters, digits and hyphens',
      'content/projects/ai-ecommerce-platform.md › brief: is empty',
      'content/projects/ai-ecommerce-platform.md › year: should be a year, such as 2025',
    ]);
  });

  it('takes a year written as a number', () => {
    expect(problemsOf([[['year'], 2025]])).toEqual(['']);
  });
});

describe('the build’s content check', () => {
  const copy = contentCopy('content-check-');
  const run = copy.check;

  it('passes today’s content', () => {
    const result = run();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('lists every problem of every file at once, and stops without a stack trace', () => {
    const faqs = join(copy.root, 'content/faqs.yml');
    let question = 0;
    // Empties the second question, whatever it says.
    writeFileSync(
      faqs,
      readFileSync(faqs, 'utf8').replace(/- question: .*/g, (line) => (++question === 2 ? '- question:' : line)),
    );
    const clients = join(copy.root, 'content/clients.yml');
    writeFileSync(clients, readFileSync(clients, 'utf8').replace('clients:\n', 'clients:\n  - name: [unclosed\n'));
    const result = run();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The content has 2 problems; fix them and build again:');
    expect(result.stderr).toContain('  content/faqs.yml › questions › 2 › question: is empty');
    expect(result.stderr).toMatch(/ {2}content\/clients\.yml › line 5: is not valid YAML: /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('names a member file whose name is not its slug, a second entry with one slug, a missing field, bad front matter', () => {
    const team = join(copy.root, 'content/team');
    // The first six members' files, whoever they are, in the order the check reads them.
    const [a, b, c, d, e, f] = readdirSync(team)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => name.slice(0, -'.md'.length));
    const edit = (slug: string | undefined, change: (text: string) => string) =>
      writeFileSync(join(team, `${slug}.md`), change(readFileSync(join(team, `${slug}.md`), 'utf8')));
    const first = readFileSync(join(team, `${a}.md`), 'utf8');
    // A copy under another name (read first): its name disagrees with its slug, and two files hold one member.
    writeFileSync(join(team, `${a}-copy.md`), first);
    edit(b, (text) => text.replace(/^role: .*\n/m, ''));
    edit(c, (text) =>
      text
        .replace(/^social:\n(?: {2}.*\n)*/m, '')
        .replace(/^(role: .*)$/m, '$1\nsocial:\n  dribbble: http://example.com/c'),
    );
    edit(d, () => 'A member without front matter.\n');
    edit(e, (text) => text.replace(/^order: (.*)$/m, 'order: [$1'));
    edit(f, (text) => text.replace(/---\n\n[\s\S]*$/, '---\n'));
    const lines = run().stderr.split('\n').slice(1, -1);
    expect(lines).toEqual([
      '  content/faqs.yml › questions › 2 › question: is empty',
      expect.stringMatching(/^ {2}content\/clients\.yml › line 5: is not valid YAML: /),
      `  content/team/${a}-copy.md: is named ${a}-copy.md, but its slug is ${a}: rename the file to ${a}.md`,
      `  content/team/${a}.md: has the slug ${a}, like content/team/${a}-copy.md`,
      `  content/team/${b}.md › role: is missing`,
      `  content/team/${c}.md › social › dribbble: should be a profile's address on dribbble.com, starting with https://`,
      `  content/team/${d}.md: does not start with front matter: a line of three dashes (---), the fields, then ---`,
      expect.stringMatching(new RegExp(`^ {2}content/team/${e}\\.md › line \\d+: is not valid YAML: `)),
      `  content/team/${f}.md › the text after the front matter: is empty`,
    ]);
    // Both files of one member: the second one read is named too.
    writeFileSync(join(team, `${a}-copy.md`), first.replace(/^name: (.*)$/m, 'name: $1 Copy'));
    expect(run().stderr).not.toContain(`${a}-copy.md`);
  });
});

describe('the build’s content check, in the translations', () => {
  const copy = contentCopy('content-check-');

  it('names the translated file and field, a translation without its source, a missing data file', () => {
    const edit = (file: string, change: (text: string) => string) =>
      writeFileSync(join(copy.root, file), change(readFileSync(join(copy.root, file), 'utf8')));
    let answer = 0;
    // Empties the German file's third answer, whatever it says.
    edit('content/faqs.de.yml', (text) =>
      text.replace(/^(\s+answer:).*(\n\s{6,}.*)*/gm, (line, key: string) => (++answer === 3 ? `${key} ""` : line)),
    );
    const [project] = readdirSync(join(copy.root, 'content/projects/ar')).sort();
    cpSync(join(copy.root, 'content/projects/ar', project!), join(copy.root, 'content/projects/ar/unknown-project.md'));
    rmSync(join(copy.root, 'content/pricing.de.yml'));
    const [post] = readdirSync(join(copy.root, 'content/posts/de')).sort();
    edit(`content/posts/de/${post}`, (text) => text.replace(/^tags:\n/m, 'tags:\n  - Not A Tag\n'));
    const result = copy.check();
    expect(result.status).toBe(1);
    expect(result.stderr.split('\n').slice(1, -1)).toEqual([
      '  content/faqs.de.yml › questions › 3 › answer: is empty',
      '  content/pricing.de.yml: the file is missing',
      `  content/posts/de/${post} › tags › 1: is not one of the blog's tags (content/blog.de.yml): ${(
        parse(readFileSync('content/blog.de.yml', 'utf8')) as { tags: string[] }
      ).tags.join(', ')}`,
      '  content/projects/ar/unknown-project.md: is named unknown-project.md, but its slug is ' +
        `${project!.slice(0, -'.md'.length)}: rename the file to ${project}`,
      `  content/projects/ar/unknown-project.md: has the slug ${project!.slice(0, -'.md'.length)}, like content/projects/ar/${project}`,
      '  content/projects/ar/unknown-project.md: translates no entry: content/projects/ has no unknown-project.md',
    ]);
  });
});

describe('the site settings, the home copy, the forms and the article page', () => {
  it('name a bad address, an office off its map, a placeholder a text may not hold', () => {
    expect(
      problemsOf('site', [
        [['company', 'short_name'], ''],
        [['contact', 'email'], 'hello at corevia'],
        [['contact', 'map', 'latitude'], 41.2],
        [['social', 'linkedin'], 'https://www.linkedn.com/company/corevia'],
      ]),
    ).toEqual([
      'content/site.yml › company › short_name: is empty',
      'content/site.yml › contact › email: should be an e-mail address, such as hello@example.com',
      'content/site.yml › contact › map: the office should lie inside the area shown (west < longitude < east, south < latitude < north)',
      "content/site.yml › social › linkedin: should be a profile's address on linkedin.com, starting with https://",
    ]);
    expect(
      problemsOf('forms', [
        [['quote', 'subject'], 'Quote about {topic}'],
        [['service', 'subject'], 'Enquiry about {service}'],
        [['status', 'retry'], undefined],
      ]),
    ).toEqual([
      'content/forms.yml › quote › subject: has {topic}, which the site does not fill in: write {company} or {company_full_name}',
      'content/forms.yml › service › subject: has {service}, which the site does not fill in: write {company} or {company_full_name} or {topic}',
      'content/forms.yml › status › retry: is missing',
    ]);
    expect(
      problemsOf('home', [
        [['video', 'youtube_id'], 'https://youtu.be/aqz-KE-bpKQ'],
        [['sections', 'blog', 'link_label'], undefined],
        [['hero_slides'], []],
      ]),
    ).toEqual([
      'content/home.yml › hero_slides: needs at least 1 entry',
      "content/home.yml › video › youtube_id: should be the 11 characters after v= in the video's YouTube address",
      'content/home.yml › sections › blog › link_label: is missing',
    ]);
  });

  it('fill the company, the claims and the topic in where the pages use them', () => {
    const { formCopy } = jest.requireActual<typeof import('./forms')>('./forms');
    expect(formCopy.service.subject('Cybersecurity')).toBe('Enquiry about Cybersecurity');
    expect(formCopy.service.subject()).toBe('Service enquiry');
    expect(formCopy.comment.subject('Zero Trust')).toBe('Comment on “Zero Trust”');
    expect(site.description).toBe(
      `${site.name} specialises in mobile app, AI and web development that helps businesses transform digitally.`,
    );
  });
});

describe('a post or the article page that names what does not exist', () => {
  const copy = contentCopy('content-posts-');

  it('names an impossible date, a category that is no service, a tag the blog does not list, a post that is not there', () => {
    const folder = join(copy.root, 'content/posts');
    // The first three posts' files, whichever they are, in the order the check reads them.
    const postFiles = readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => name.slice(0, -'.md'.length));
    const [dated, categorised, tagged] = postFiles;
    const edit = (slug: string | undefined, change: (text: string) => string) =>
      writeFileSync(join(folder, `${slug}.md`), change(readFileSync(join(folder, `${slug}.md`), 'utf8')));
    edit(dated, (text) => text.replace(/^date: .*$/m, 'date: 2026-02-30'));
    edit(categorised, (text) => text.replace(/^category: .*$/m, 'category: Mobile App Development'));
    edit(tagged, (text) => text.replace(/^(tags:\n {2}- ).*$/m, '$1Speed'));
    const article = join(copy.root, 'content/blog-article.yml');
    writeFileSync(article, readFileSync(article, 'utf8').replace(/^post: .*$/m, 'post: scoping-ai'));
    const result = copy.check();
    expect(result.status).toBe(1);
    const blogTags = (read('blog.yml').tags as string[]).join(', ');
    expect(result.stderr.split('\n').slice(1, -1)).toEqual([
      `  content/posts/${dated}.md › date: is not a day of the calendar`,
      `  content/posts/${categorised}.md › category: names no service: write the file name, without .md, of one of content/services/ (${getServiceSlugs().join(', ')})`,
      `  content/posts/${tagged}.md › tags › 1: is not one of the blog's tags (content/blog.yml): ${blogTags}`,
      `  content/blog-article.yml › post: names no post: write the file name, without .md, of one of content/posts/ (${postFiles.join(', ')})`,
    ]);
  });
});
