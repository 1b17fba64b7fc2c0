/** @jest-environment node */
// The CMS (admin/config.yml) offers each content file's fields with the schema's required marks,
// choices and least list lengths: an editor cannot save what the build would refuse for its shape,
// nor miss a field the build needs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { collections, dataFiles } from './schema';
import { fieldOf, shapeOf, type Field, type Shape } from '../test-support/schema-shape';

interface CmsField {
  name: string;
  widget?: string;
  required?: boolean;
  options?: (string | { value: string })[];
  multiple?: boolean;
  min?: number;
  field?: CmsField;
  fields?: CmsField[];
}
interface CmsConfig {
  media_folder: string;
  public_folder: string;
  collections: {
    name: string;
    folder?: string;
    fields?: CmsField[];
    files?: { name: string; file: string; fields: CmsField[] }[];
  }[];
}

const config = parse(readFileSync('admin/config.yml', 'utf8')) as CmsConfig;

const textWidgets = ['string', 'text', 'markdown', 'image', 'file', 'datetime', 'hidden', 'color'];

/** The shape of what a CMS field writes into the file. */
function cmsShape(field: CmsField): Shape {
  const widget = field.widget ?? 'string';
  const listOf = (of: Shape): Shape => ({ kind: 'list', of, min: field.min ?? 0 });
  if (textWidgets.includes(widget)) return { kind: 'text' };
  if (widget === 'number') return { kind: 'number' };
  if (widget === 'select') {
    const choice: Shape = {
      kind: 'choice',
      options: (field.options ?? []).map((option) => (typeof option === 'string' ? option : option.value)),
    };
    return field.multiple ? listOf(choice) : choice;
  }
  if (widget === 'relation') return field.multiple ? listOf({ kind: 'text' }) : { kind: 'text' };
  if (widget === 'list') {
    if (field.fields) return listOf(objectShape(field.fields));
    return listOf(field.field ? cmsShape(field.field) : { kind: 'text' });
  }
  if (widget === 'object') return objectShape(field.fields ?? []);
  throw new Error(`${field.name}: the widget "${widget}" writes nothing the schemas know`);
}

const objectShape = (fields: CmsField[]): Shape => ({
  kind: 'object',
  fields: Object.fromEntries(fields.map((field) => [field.name, cmsField(field)])),
});
const cmsField = (field: CmsField): Field => ({ shape: cmsShape(field), required: field.required !== false });

const spoken = (shape: Shape): string => {
  switch (shape.kind) {
    case 'choice':
      return `a choice of ${shape.options.join(', ')}`;
    case 'list':
      return `a list (at least ${shape.min}) of ${spoken(shape.of)}`;
    case 'object':
      return 'a group of fields';
    default:
      return `a ${shape.kind}`;
  }
};

/** Where the schema and the CMS disagree, each place named by its path. */
function disagreements(path: string, schema: Shape, cms: Shape): string[] {
  if (schema.kind !== cms.kind) return [`${path}: the schema wants ${spoken(schema)}, the CMS writes ${spoken(cms)}`];
  if (schema.kind === 'choice' && cms.kind === 'choice') {
    return schema.options.join('|') === cms.options.join('|')
      ? []
      : [`${path}: the schema allows ${schema.options.join(', ')}; the CMS offers ${cms.options.join(', ')}`];
  }
  if (schema.kind === 'list' && cms.kind === 'list') {
    return [
      ...(schema.min === cms.min ? [] : [`${path}: the schema wants at least ${schema.min}, the CMS asks ${cms.min}`]),
      ...disagreements(`${path} › each`, schema.of, cms.of),
    ];
  }
  if (schema.kind === 'object' && cms.kind === 'object') {
    const names = [...new Set([...Object.keys(schema.fields), ...Object.keys(cms.fields)])];
    return names.flatMap((name) => {
      const [wanted, offered] = [schema.fields[name], cms.fields[name]];
      if (!wanted) return [`${path} › ${name}: the CMS offers a field the schema does not know`];
      if (!offered) return [`${path} › ${name}: the CMS does not offer this field`];
      return [
        ...(wanted.required === offered.required
          ? []
          : [
              `${path} › ${name}: ${wanted.required ? 'required' : 'optional'} in the schema, ${offered.required ? 'required' : 'optional'} in the CMS`,
            ]),
        ...disagreements(`${path} › ${name}`, wanted.shape, offered.shape),
      ];
    });
  }
  return [];
}

describe('the CMS configuration', () => {
  it('has one collection per Markdown folder with the schema’s fields, the body being the long text', () => {
    const problems = Object.entries(collections).flatMap(([name, source]) => {
      const collection = config.collections.find((entry) => entry.folder === `content/${source.folder}`);
      if (!collection?.fields) return [`content/${source.folder}: no collection in the CMS`];
      const fields = collection.fields.map((field) =>
        field.name === 'body' ? { ...field, name: source.bodyField } : field,
      );
      return disagreements(name, shapeOf(source.schema), objectShape(fields));
    });
    expect(problems).toEqual([]);
  });

  it('offers every YAML file with the schema’s fields', () => {
    const files = config.collections.flatMap((collection) => collection.files ?? []);
    const problems = Object.values(dataFiles).flatMap(({ name, schema }) => {
      const file = files.find((entry) => entry.file === `content/${name}`);
      if (!file) return [`content/${name}: not in the CMS`];
      return disagreements(name, shapeOf(schema), objectShape(file.fields));
    });
    expect(problems).toEqual([]);
    expect(files).toHaveLength(Object.keys(dataFiles).length);
  });

  it('uploads into a folder of public/ that the site serves', () => {
    expect(config.media_folder).toBe('public/images/uploads');
    expect(config.public_folder).toBe('/images/uploads');
    expect(existsSync(join('public/images/uploads'))).toBe(true);
  });

  it('names each disagreement: a missing field, a required mark, a choice, a list length, a type', () => {
    const project = config.collections.find((entry) => entry.folder === 'content/projects')!;
    const broken = structuredClone(project.fields!)
      .filter((field) => field.name !== 'imgUrl')
      .map((field) => {
        if (field.name === 'client') return { ...field, required: true };
        if (field.name === 'category') return { ...field, options: field.options!.slice(1) };
        if (field.name === 'order') return { ...field, widget: 'string' };
        if (field.name === 'technologies') return { ...field, min: 2 };
        if (field.name === 'body') return { ...field, name: 'brief' };
        return field;
      });
    expect(disagreements('projects', shapeOf(collections.projects.schema), objectShape(broken))).toEqual([
      'projects › category: the schema allows Mobile Development, Web Development, AI Solutions, Cloud Solutions, Tech Consulting, Cybersecurity; the CMS offers Web Development, AI Solutions, Cloud Solutions, Tech Consulting, Cybersecurity',
      'projects › order: the schema wants a number, the CMS writes a text',
      'projects › imgUrl: the CMS does not offer this field',
      'projects › client: optional in the schema, required in the CMS',
      'projects › technologies: the schema wants at least 0, the CMS asks 2',
    ]);
    expect(fieldOf(collections.projects.schema.shape.client).required).toBe(false);
  });
});
