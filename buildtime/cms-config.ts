// The content manager's configuration (config.yml of Sveltia CMS), written from the schemas of
// content/schema.ts and the settings of content/cms-settings.ts, so the form offers exactly the
// fields the build accepts: optional where the schema is, a select of an enum's options, a list's
// least length, a number's bounds. A field without a label stops it, naming the field.
import type { CmsConfig, Field, I18nOptions } from '@sveltia/cms';
import { stringify } from 'yaml';
import { z } from 'zod';
import { fileCollection, folderCollections, siteSettings } from '../content/cms-settings';
import { defaultLanguage, languages } from '../content/languages';
import { collections, dataFiles } from '../content/schema';

type Meta = z.GlobalMeta;
/** The keys of a field's metadata passed to the CMS as they are. */
const passedOn = [
  'hint',
  'pattern',
  'default',
  'accept',
  'format',
  'time_format',
  'collection',
  'file',
  'value_field',
  'search_fields',
  'display_fields',
] as const satisfies (keyof Meta)[];

/** The schema under its optional mark, transforms and alternatives (a year as a number or a text is a text). */
function core(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional) return core(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return core(schema.in as z.ZodType);
  if (schema instanceof z.ZodUnion) {
    const options = schema.options as z.ZodType[];
    return core(options.find((option) => option._zod.def.type === 'string') ?? options[0]!);
  }
  return schema;
}

/** The metadata of a schema and of what it wraps; the outer one wins. */
function metaOf(schema: z.ZodType): Meta {
  // The registry's type turns a tuple (a pattern and its message) into an array: it is the one given.
  const own = (z.globalRegistry.get(schema) ?? {}) as Meta;
  if (schema instanceof z.ZodOptional) return { ...metaOf(schema.unwrap() as z.ZodType), ...own };
  if (schema instanceof z.ZodPipe) return { ...metaOf(schema.in as z.ZodType), ...own };
  return own;
}

const leastLength = (schema: z.ZodArray): number | undefined => {
  const check = (schema._zod.def.checks ?? [])
    .map((entry) => entry._zod.def)
    .find((def): def is z.core.$ZodCheckMinLengthDef => def.check === 'min_length');
  return check?.minimum;
};

/**
 * The languages, as the CMS edits them: an entry's English file stays where it is
 * (content/projects/<slug>.md, content/faqs.yml) and each translation sits beside it
 * (content/projects/de/<slug>.md, content/faqs.de.yml), as content/languages.ts reads them. A
 * new entry starts in every language, so that its translations are asked for; an editor who
 * leaves one for later switches it off in that language's menu ("Disable German"), and the
 * entry is left out of that language until it is translated. (Starting in English only would
 * suit that too, but this version of the CMS then fails as soon as a field is typed in.)
 */
export const cmsI18n: I18nOptions = {
  structure: 'multiple_folders',
  locales: [...languages],
  default_locale: defaultLanguage,
  initial_locales: 'all',
  omit_default_locale_from_file_path: true,
  omit_default_locale_from_preview_path: true,
};

/** Widgets whose value is the same in every language: copied from the English entry, not translated. */
const sharedWidgets = new Set(['number', 'select', 'image', 'file', 'datetime', 'relation']);

/** The CMS field of a schema's field; `path` names it in an error. */
export function fieldOf(name: string, schema: z.ZodType, path: string): Field {
  const meta = metaOf(schema);
  if (!meta.label) throw new Error(`${path} has no label: give its schema .meta({ label: '…' }) in content/schema.ts.`);
  const inner = core(schema);
  const field: Record<string, unknown> = { name, label: meta.label, widget: meta.widget ?? 'string' };
  for (const key of passedOn) if (meta[key] !== undefined) field[key] = meta[key];
  if (schema instanceof z.ZodOptional) field.required = false;

  if (inner instanceof z.ZodNumber) {
    field.widget = 'number';
    field.value_type = inner.isInt ? 'int' : 'float';
    if (Number.isFinite(inner.minValue)) field.min = inner.minValue;
    if (Number.isFinite(inner.maxValue)) field.max = inner.maxValue;
  } else if (inner instanceof z.ZodEnum) {
    field.widget = 'select';
    field.options = inner.options;
  } else if (inner instanceof z.ZodObject) {
    field.widget = 'object';
    field.fields = fieldsOf(inner, path);
  } else if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType;
    if (meta.widget) field.multiple = true;
    else {
      field.widget = 'list';
      if (element instanceof z.ZodObject) field.fields = fieldsOf(element, path);
      else field.field = fieldOf('item', element, `${path} › each`);
    }
    const min = leastLength(inner);
    if (min !== undefined) field.min = min;
  } else if (inner._zod.def.type !== 'string') {
    throw new Error(`${path}: a schema of type "${inner._zod.def.type}" has no field the CMS can show.`);
  }
  // Words are translated; numbers, choices, pictures, dates, links to entries and addresses (a
  // text with a pattern) are the English entry's in every language. An object or a list is
  // translated, each of its fields as its own kind says.
  field.i18n =
    sharedWidgets.has(field.widget as string) || (field.widget === 'string' && meta.pattern !== undefined)
      ? 'duplicate'
      : true;
  return field as Field;
}

/** The CMS fields of an object's schema, in its order. */
export function fieldsOf(schema: z.ZodObject, path: string, rename: Record<string, string> = {}): Field[] {
  return Object.entries(schema.shape).map(([name, field]) =>
    fieldOf(rename[name] ?? name, field as z.ZodType, `${path} › ${name}`),
  );
}

/**
 * A page's path in the language of the entry being edited: `/{{locale}}/about`, from which the
 * CMS leaves the default language out (`omit_default_locale_from_preview_path`), as the site's
 * English pages have no prefix; the home page is `/{{locale}}/` (`/de/` leads to `/de`), and `/` in English.
 */
export function localizedPreviewPath(path: string): string {
  return path === '/' ? '/{{locale}}/' : `/{{locale}}${path}`;
}

/** The whole configuration, for the site at `siteUrl` (where the sign-in runs and the editors' links lead). */
export function cmsConfig(siteUrl: string): CmsConfig {
  const folders = folderCollections.map(({ source, name, label, preview_path, ...settings }) => {
    const { folder, schema, bodyField } = collections[source];
    // A Markdown file's body is the CMS's `body` field, in the schema's place.
    return {
      name,
      label,
      folder: `content/${folder}/{{locale}}`,
      extension: 'md',
      format: 'frontmatter' as const,
      i18n: true,
      preview_path: localizedPreviewPath(preview_path),
      ...settings,
      fields: fieldsOf(schema, `content/${folder}`, { [bodyField]: 'body' }),
    };
  });
  const files = fileCollection.files.map(({ source, label, preview_path }) => {
    const { name, schema } = dataFiles[source];
    const file = `content/${name.replace(/\.yml$/, '.{{locale}}.yml')}`;
    return {
      name: source,
      label,
      file,
      i18n: true,
      preview_path: localizedPreviewPath(preview_path),
      fields: fieldsOf(schema, `content/${name}`),
    };
  });
  return {
    ...siteSettings,
    backend: { ...siteSettings.backend, base_url: siteUrl },
    site_url: siteUrl,
    display_url: siteUrl,
    i18n: cmsI18n,
    collections: [...folders, { ...fileCollection, i18n: true, files }],
  };
}

/** The configuration as the CMS reads it (admin/cms.ts loads ./config.yml). */
export function cmsConfigYaml(siteUrl: string): string {
  return (
    '# Written by buildtime/cms-config.ts from content/schema.ts and content/cms-settings.ts at each build.\n' +
    stringify(cmsConfig(siteUrl), { lineWidth: 0 })
  );
}
