// The editor's fields made from a content file's shape (lib/content/shape.ts), with the bounds the build
// checks, so a value the build would refuse cannot be saved. Runs in the browser too.
import { fields, type ComponentSchema } from '@keystatic/core';
import { capitalised, FORMATS } from '@/lib/content/formats';
import { pictureField } from './pictureField';
import type { Shape, SlugShape } from '@/lib/content/shape';

/** What an item holds, from Keystatic's props of it (`fields`, `elements` or `value`), for its label in a list. */
function plainOf(props: unknown): unknown {
  if (typeof props !== 'object' || props === null) return props;
  if ('fields' in props && typeof props.fields === 'object' && props.fields !== null) return Object.fromEntries(Object.entries(props.fields).map(([key, field]) => [key, plainOf(field)]));
  if ('elements' in props && Array.isArray(props.elements)) return props.elements.map(plainOf);
  return 'value' in props ? props.value : undefined;
}

/** A photo, document or video in a list by its own words: what it shows, or its title. */
function wordsOfItem(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const { alt, title } = item as { alt?: unknown; title?: unknown };
  const words = [alt, title].find((each): each is string => typeof each === 'string' && each.trim() !== '');
  return words?.trim();
}

/** An empty value is allowed where the shape allows it (or the item may stay pending); a formatted one matches the build's format. */
function textField(shape: Extract<Shape, { kind: 'text' }>, pending: boolean) {
  const { label, description, multiline, format, max } = shape;
  const optional = shape.optional || pending;
  const body = format?.regex.source.replace(/^\^/, '').replace(/\$$/, '');
  return fields.text({
    label,
    description,
    multiline,
    validation: {
      length: { min: optional ? 0 : (shape.min ?? 1), max },
      ...(format && body ? { pattern: { regex: new RegExp(`^(?:${body})?$`), message: `${label} ${format.message}` } } : {}),
    },
  });
}

/** Keystatic's multiselect has no bound of its own: the build's least number of choices is added to its checks. */
function multiselectField(shape: Extract<Shape, { kind: 'multiselect' }>) {
  const base = fields.multiselect({ label: shape.label, description: shape.description, options: shape.options.map((value) => ({ label: shape.optionWords?.[value] ?? value, value })) });
  const { min } = shape;
  if (!min) return base;
  const enough = (chosen: readonly string[]) => {
    if (chosen.length < min) throw new Error(`${shape.label}: choose at least ${min}.`);
    return chosen;
  };
  return { ...base, validate: (value: readonly string[]) => enough(base.validate(value)), reader: { parse: (value: Parameters<typeof base.reader.parse>[0]) => enough(base.reader.parse(value)) } };
}

/** A page's title and, made from it, its address: the field a collection names its files by. */
export const slugField = (shape: SlugShape) =>
  fields.slug({
    name: { label: shape.label, description: shape.description, validation: { isRequired: true } },
    slug: { label: shape.address.label, description: shape.address.description, validation: { pattern: { regex: FORMATS.pageAddress.regex, message: `${shape.address.label} ${FORMATS.pageAddress.message}` } } },
  });

/** Whether the office has supplied an item: the site shows it only once it is the office's and confirmed. */
export const source = fields.select({
  label: 'Where it comes from',
  options: [
    { label: 'Pending: not supplied yet (the site says the office will publish it; whatever is typed below is kept, and not shown)', value: 'pending' },
    { label: 'Office: supplied and confirmed (the site shows it)', value: 'office' },
  ],
  defaultValue: 'pending',
});
export const confirmed = fields.text({ label: 'Confirmed by', description: 'Who confirmed it, and when, e.g. "Admissions office, 2026-12-01". Needed once it is the office\'s.' });

/**
 * The editor's field for a shape. Inside an item that may stay `pending`, words may be left empty: the
 * build checks them whole once the item is the office's.
 */
export function editorField(shape: Shape, pending = false): ComponentSchema {
  switch (shape.kind) {
    case 'text':
      return textField(shape, pending);
    case 'upload': {
      const where = { label: shape.label, description: shape.description, directory: `public/${shape.folder}`, publicPath: `/${shape.folder}/` };
      const isRequired = !shape.optional && !pending;
      return shape.picture ? pictureField({ ...where, isRequired }) : fields.file({ ...where, validation: { isRequired } });
    }
    case 'date':
      return fields.date({ label: shape.label, description: shape.description, validation: { isRequired: !pending } });
    case 'group':
      return fields.object(
        {
          what: fields.text({ label: 'What the office will publish here', validation: { length: { min: 1 } } }),
          source,
          confirmed,
          items: fields.array(editorField(shape.item), { label: capitalised(shape.itemName), itemLabel: (props) => wordsOfItem(plainOf(props)) ?? shape.itemName }),
        },
        { label: shape.label, description: shape.description },
      );
    case 'supplied':
      return fields.object({ source, confirmed, value: editorField(shape.value, true) }, { label: shape.label, description: shape.description });
    case 'refined':
      return editorField(shape.shape, pending);
    case 'integer':
      return fields.integer({ label: shape.label, description: shape.description, validation: { isRequired: !shape.optional, min: shape.min, max: shape.max } });
    case 'number':
      return fields.number({ label: shape.label, description: shape.description, validation: { isRequired: true, min: shape.min, max: shape.max } });
    case 'select':
      return fields.select({ label: shape.label, description: shape.description, options: shape.options.map((value) => ({ label: shape.optionWords?.[value] ?? value, value })), defaultValue: shape.defaultValue });
    case 'multiselect':
      return multiselectField(shape);
    case 'slug':
      return slugField(shape);
    case 'blocks':
      return fields.blocks(Object.fromEntries(Object.entries(shape.kinds).map(([name, { label, shape: value }]) => [name, { label, schema: editorField(value, pending) }])), {
        label: shape.label,
        description: shape.description,
        validation: { length: { min: shape.min } },
      });
    case 'object':
      return fields.object(editorFields(shape.fields, pending), { label: shape.label, description: shape.description });
    case 'array': {
      const { itemLabel } = shape;
      // An optional list may be empty; its length bounds are the build's once it is given.
      const length = shape.emptyIsMissing || pending ? { max: shape.max } : { min: shape.min, max: shape.max };
      return fields.array(editorField(shape.element, pending), {
        label: shape.label,
        description: shape.description,
        itemLabel: itemLabel && ((props) => itemLabel(plainOf(props) as never)),
        validation: { length },
      });
    }
  }
}

export const editorFields = (shapes: Record<string, Shape>, pending = false): Record<string, ComponentSchema> => Object.fromEntries(Object.entries(shapes).map(([key, shape]) => [key, editorField(shape, pending)]));
