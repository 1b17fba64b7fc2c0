// What a schema asks of a content file, reduced to what an editing form can show: objects with
// their fields (each required or not), lists (with their least length), texts, numbers and
// choices. The CMS's configuration (admin/config.yml) must describe the same shapes
// (content/cms-config.test.ts).
import type { z } from 'zod';

export type Shape =
  | { kind: 'text' }
  | { kind: 'number' }
  | { kind: 'choice'; options: string[] }
  | { kind: 'list'; of: Shape; min: number }
  | { kind: 'object'; fields: Record<string, Field> };

export interface Field {
  shape: Shape;
  required: boolean;
}

interface Definition {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  checks?: { _zod: { def: { check: string; minimum?: number } } }[];
}

const definition = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Definition } })._zod.def;

/** The field a schema describes: optional or not, and its shape as a file holds it (before transforms). */
export function fieldOf(schema: z.ZodType): Field {
  const def = definition(schema);
  if (def.type === 'optional') return { shape: fieldOf(def.innerType!).shape, required: false };
  return { shape: shapeOf(schema), required: true };
}

export function shapeOf(schema: z.ZodType): Shape {
  const def = definition(schema);
  switch (def.type) {
    case 'string':
    case 'date':
      return { kind: 'text' };
    case 'number':
      return { kind: 'number' };
    case 'enum':
      return { kind: 'choice', options: Object.values(def.entries!) };
    case 'pipe':
      return shapeOf(def.in!);
    case 'optional':
      return shapeOf(def.innerType!);
    case 'union': {
      // A year written as a number or a text, a date as a date or a text: the file holds a text.
      const shapes = def.options!.map(shapeOf);
      return shapes.find((shape) => shape.kind === 'text') ?? shapes[0]!;
    }
    case 'array': {
      const min = (def.checks ?? []).map((check) => check._zod.def).find((check) => check.check === 'min_length');
      return { kind: 'list', of: shapeOf(def.element!), min: min?.minimum ?? 0 };
    }
    case 'object':
      return {
        kind: 'object',
        fields: Object.fromEntries(Object.entries(def.shape!).map(([name, field]) => [name, fieldOf(field)])),
      };
    default:
      throw new Error(`A schema of type "${def.type}" has no shape an editing form can show.`);
  }
}
