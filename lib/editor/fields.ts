// The editor's fields made from a content file's shape (lib/content/shape.ts), with the bounds the build
// checks, so a value the build would refuse cannot be saved. Runs in the browser too.
import { fields, type ComponentSchema } from '@keystatic/core';
import type { Shape } from '@/lib/content/shape';

/** What an item holds, from Keystatic's props of it (`fields`, `elements` or `value`), for its label in a list. */
function plainOf(props: unknown): unknown {
  if (typeof props !== 'object' || props === null) return props;
  if ('fields' in props && typeof props.fields === 'object' && props.fields !== null) return Object.fromEntries(Object.entries(props.fields).map(([key, field]) => [key, plainOf(field)]));
  if ('elements' in props && Array.isArray(props.elements)) return props.elements.map(plainOf);
  return 'value' in props ? props.value : undefined;
}

/** An empty value is allowed where the shape allows it; a formatted one matches the build's format. */
function textField(shape: Extract<Shape, { kind: 'text' }>) {
  const { label, description, multiline, format, max, optional } = shape;
  const body = format?.regex.source.replace(/^\^/, '').replace(/\$$/, '');
  return fields.text({
    label,
    description,
    multiline,
    validation: {
      length: { min: optional ? 0 : 1, max },
      ...(format && body ? { pattern: { regex: new RegExp(`^(?:${body})?$`), message: `${label} ${format.message}` } } : {}),
    },
  });
}

export function editorField(shape: Shape): ComponentSchema {
  switch (shape.kind) {
    case 'text':
      return textField(shape);
    case 'integer':
      return fields.integer({ label: shape.label, description: shape.description, validation: { isRequired: !shape.optional, min: shape.min, max: shape.max } });
    case 'number':
      return fields.number({ label: shape.label, description: shape.description, validation: { isRequired: true, min: shape.min, max: shape.max } });
    case 'select':
      return fields.select({ label: shape.label, description: shape.description, options: shape.options.map((value) => ({ label: value, value })), defaultValue: shape.defaultValue });
    case 'object':
      return fields.object(editorFields(shape.fields), { label: shape.label, description: shape.description });
    case 'array': {
      const { itemLabel } = shape;
      // An optional list may be empty; its length bounds are the build's once it is given.
      const length = shape.emptyIsMissing ? { max: shape.max } : { min: shape.min, max: shape.max };
      return fields.array(editorField(shape.element), {
        label: shape.label,
        description: shape.description,
        itemLabel: itemLabel && ((props) => itemLabel(plainOf(props) as never)),
        validation: { length },
      });
    }
  }
}

export const editorFields = (shapes: Record<string, Shape>): Record<string, ComponentSchema> => Object.fromEntries(Object.entries(shapes).map(([key, shape]) => [key, editorField(shape)]));
