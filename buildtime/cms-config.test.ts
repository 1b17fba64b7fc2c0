/** @jest-environment node */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { folderCollections } from '../content/cms-settings';
import { defaultLanguage, languages, type Language } from '../content/languages';
import { staticRoutes } from '../content/routes';
import { collections, dataFiles, paragraph, text } from '../content/schema';
import { cmsConfig, cmsConfigYaml, fieldOf, fieldsOf } from './cms-config';

const fields = (shape: z.core.$ZodLooseShape) => fieldsOf(z.strictObject(shape), 'content/example.yml');

describe('the content manager’s configuration, written from the schemas', () => {
  it('marks an optional field `required: false` and leaves a required one to the CMS’s default', () => {
    expect(
      fields({ title: text().meta({ label: 'Title' }), client: text().optional().meta({ label: 'Client' }) }),
    ).toEqual([
      { name: 'title', label: 'Title', widget: 'string', i18n: true },
      { name: 'client', label: 'Client', widget: 'string', required: false, i18n: true },
    ]);
  });

  it('offers an enum as a select of its options, and a number with its kind and bounds', () => {
    expect(fieldOf('suffix', z.enum(['+', 'K+']).meta({ label: 'Suffix' }), 'x')).toEqual({
      name: 'suffix',
      label: 'Suffix',
      widget: 'select',
      options: ['+', 'K+'],
      i18n: 'duplicate',
    });
    expect(fieldOf('rating', z.number().int().min(1).max(5).meta({ label: 'Rating' }), 'x')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
      max: 5,
    });
    expect(fieldOf('latitude', z.number().min(-90).max(90).meta({ label: 'Latitude' }), 'x')).toMatchObject({
      value_type: 'float',
    });
  });

  it('asks a list for its least length, of texts or of groups of fields', () => {
    const bullets = z
      .array(text().meta({ label: 'Bullet' }))
      .min(2)
      .meta({ label: 'Bullets' });
    expect(fieldOf('bullets', bullets, 'x')).toEqual({
      name: 'bullets',
      label: 'Bullets',
      widget: 'list',
      field: { name: 'item', label: 'Bullet', widget: 'string', i18n: true },
      min: 2,
      i18n: true,
    });
    const steps = z.array(z.strictObject({ text: paragraph().meta({ label: 'Text' }) })).meta({ label: 'Steps' });
    expect(fieldOf('steps', steps, 'x')).toEqual({
      name: 'steps',
      label: 'Steps',
      widget: 'list',
      fields: [{ name: 'text', label: 'Text', widget: 'text', i18n: true }],
      i18n: true,
    });
  });

  it('passes a field’s own settings on, and makes a list with a widget of its own a multiple choice', () => {
    const tags = z
      .array(text())
      .min(1)
      .meta({ label: 'Tags', hint: 'Pick one or more.', widget: 'relation', collection: 'settings', file: 'blog' });
    expect(fieldOf('tags', tags, 'x')).toEqual({
      name: 'tags',
      label: 'Tags',
      hint: 'Pick one or more.',
      widget: 'relation',
      collection: 'settings',
      file: 'blog',
      multiple: true,
      min: 1,
      i18n: 'duplicate',
    });
  });

  it('stops on a field without a label, naming it, and on a type no form control writes', () => {
    expect(() => fields({ title: text().meta({ label: 'Title' }), intro: paragraph() })).toThrow(
      "content/example.yml › intro has no label: give its schema .meta({ label: '…' }) in content/schema.ts.",
    );
    expect(() => fields({ items: z.array(text()).meta({ label: 'Items' }) })).toThrow(
      'content/example.yml › items › each has no label',
    );
    expect(() => fields({ draft: z.boolean().meta({ label: 'Draft' }) })).toThrow(
      'content/example.yml › draft: a schema of type "boolean" has no field the CMS can show.',
    );
  });

  it('offers every Markdown folder and YAML file of content/, the body in its field’s place', () => {
    const config = cmsConfig('https://staging.example.com');
    const entries = config.collections!.flatMap((collection) => ('folder' in collection ? [collection] : []));
    const files = config.collections!.flatMap((collection) => ('files' in collection ? collection.files : []));
    // Each in every language: the English file where it is, a translation beside it.
    expect(entries.map((entry) => entry.folder).toSorted()).toEqual(
      Object.values(collections)
        .map((collection) => `content/${collection.folder}/{{locale}}`)
        .toSorted(),
    );
    expect(files.map((file) => file.file).toSorted()).toEqual(
      Object.values(dataFiles)
        .map((file) => `content/${file.name.replace(/\.yml$/, '.{{locale}}.yml')}`)
        .toSorted(),
    );
    expect(config.i18n).toMatchObject({
      locales: ['en', 'de', 'ar'],
      default_locale: 'en',
      omit_default_locale_from_file_path: true,
    });
    for (const { source } of folderCollections) {
      const { folder, schema, bodyField } = collections[source];
      const names = entries
        .find((entry) => entry.folder === `content/${folder}/{{locale}}`)!
        .fields.map((field) => field.name);
      expect(names).toEqual(Object.keys(schema.shape).map((name) => (name === bodyField ? 'body' : name)));
    }
  });

  it('translates words and copies numbers, choices, pictures and addresses from the English entry', () => {
    const project = cmsConfig('https://staging.example.com').collections!.find(
      (collection) => collection.name === 'projects',
    )!;
    const i18n = Object.fromEntries(
      ('fields' in project ? project.fields : []).map((field) => [
        field.name,
        'i18n' in field ? field.i18n : undefined,
      ]),
    );
    expect(i18n).toMatchObject({
      title: true,
      body: true,
      category: 'duplicate',
      imgUrl: 'duplicate',
      url: 'duplicate',
      order: 'duplicate',
    });
  });

  it('points the sign-in and the editors’ links at the site it is built for, and uploads into public/', () => {
    const config = parse(cmsConfigYaml('https://staging.example.com')) as ReturnType<typeof cmsConfig>;
    expect(config).toMatchObject({
      backend: { name: 'github', base_url: 'https://staging.example.com', auth_endpoint: 'api/auth' },
      site_url: 'https://staging.example.com',
      display_url: 'https://staging.example.com',
    });
    expect(config.media_folder).toBe(`public${config.public_folder}`);
    expect(existsSync(join(config.media_folder!))).toBe(true);
  });
});

describe('the editorial workflow and the preview links', () => {
  const config = cmsConfig('https://www.corevia.example');

  it('makes every save a draft to review, with the commit status that carries its preview', () => {
    expect(config.publish_mode).toBe('editorial_workflow');
    expect((config.backend as { preview_context?: string }).preview_context).toBe('site preview');
    expect(config.site_url).toBe('https://www.corevia.example');
    for (const collection of config.collections ?? [])
      expect(['name' in collection && collection.name, 'publish_mode' in collection]).toEqual([
        'name' in collection && collection.name,
        false,
      ]);
  });

  /** The path the CMS links an entry to in `language`, as it fills the template (`{{locale}}/` left out in English). */
  const previewPath = (template: string, language: Language, slug = '') =>
    (language === defaultLanguage
      ? template.replace(/{{locale}}[./]/, '')
      : template.replaceAll('{{locale}}', language)
    )
      .replaceAll('{{slug}}', slug)
      // `/de/` is answered by `/de` (wrangler.jsonc, html_handling).
      .replace(/(.)\/$/, '$1');

  it('links every entry of every collection, in every language, to a page of the export', () => {
    const linked: string[] = [];
    for (const collection of config.collections ?? []) {
      if ('folder' in collection && collection.folder) {
        const { preview_path: template } = collection as { preview_path?: string; folder: string };
        expect([collection.name, template]).toEqual([collection.name, expect.stringMatching(/^\/{{locale}}\//)]);
        const folder = collection.folder.replace('/{{locale}}', '');
        for (const language of languages) {
          const dir = language === defaultLanguage ? folder : join(folder, language);
          const slugs = readdirSync(dir)
            .filter((file) => file.endsWith('.md'))
            .map((file) => file.replace(/\.md$/, ''));
          const routes = new Set(staticRoutes(language));
          for (const slug of slugs) {
            const path = previewPath(template!, language, slug);
            expect([collection.name, language, slug, routes.has(path) ? 'a page' : path]).toEqual([
              collection.name,
              language,
              slug,
              'a page',
            ]);
            linked.push(path);
          }
        }
      }
      for (const file of 'files' in collection ? (collection.files ?? []) : []) {
        const template = (file as { preview_path?: string }).preview_path;
        expect([file.name, template]).toEqual([file.name, expect.stringMatching(/^\/{{locale}}/)]);
        for (const language of languages) {
          const path = previewPath(template!, language);
          expect([file.name, language, staticRoutes(language).includes(path) ? 'a page' : path]).toEqual([
            file.name,
            language,
            'a page',
          ]);
          linked.push(path);
        }
      }
    }
    // Every project, service and team member of every language has its own page linked.
    expect(linked).toContain('/ar/project/ai-ecommerce-platform');
    expect(linked).toContain('/de');
    expect(linked).toContain('/');
  });
});
