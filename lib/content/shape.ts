// A content file's shape, declared once as plain data: the build's check (`checkShape`: the value as the site
// uses it, or an error naming the file and every wrong field), its TypeScript type (`ValueOf`) and the
// editor's fields (lib/editor/fields.ts makes Keystatic's from it) all come from the one declaration.
// No Node modules here: the editor's fields are made in the browser too.
import { capitalised, FORMATS, type Format } from './formats.ts';


type Described = { label: string; description?: string };

export type TextShape<Optional extends boolean = boolean> = Described & { kind: 'text'; optional: Optional; format?: Format; min?: number; max?: number; multiline?: boolean; tooShort?: string };
export type IntegerShape<Optional extends boolean = boolean> = Described & { kind: 'integer'; optional: Optional; min?: number; max?: number };
export type NumberShape = Described & { kind: 'number'; min?: number; max?: number };
/** `optionWords`: what the editor shows for each option, where the option is a name the code uses. */
export type SelectShape<Option extends string = string> = Described & { kind: 'select'; options: readonly Option[]; defaultValue: Option; notAnOption?: string; optionWords?: Readonly<Record<Option, string>> };

/** Several of the options, each at most once. */
export type MultiselectShape<Option extends string = string> = Described & { kind: 'multiselect'; options: readonly Option[]; min?: number; notAnOption?: string; optionWords?: Readonly<Record<Option, string>> };

/** A page's title, whose address (its file's name) the editor makes from it. */
export type SlugShape = Described & { kind: 'slug'; address: Described };
// Interfaces, so a shape may hold shapes.
export interface ObjectShape<Fields extends Record<string, Shape> = Record<string, Shape>> extends Partial<Described> {
  kind: 'object';
  fields: Fields;
}
export interface ArrayShape<Element extends Shape = Shape, Missing extends boolean = boolean> extends Described {
  kind: 'array';
  element: Element;
  min?: number;
  max?: number;
  /** An empty list means the office has not given it yet: read as missing, and any length bound waits for it. */
  emptyIsMissing: Missing;
  /** The editor's name for an item (the builder types its argument as the element's value). */
  itemLabel?: (item: never) => string;
}

/** A file uploaded into the repository through the editor (under public/`folder`), a picture or not: its address. */
export type UploadShape<Optional extends boolean = boolean> = Described & { kind: 'upload'; picture: boolean; optional: Optional; folder: string };

/** A day, as YYYY-MM-DD. */
export type DateShape = Described & { kind: 'date' };

/**
 * A group of photos, documents or videos: what the office will publish there (said while it is pending) and,
 * once the office's and confirmed, at least one item. Read as what it is and its items, or null while pending.
 */
export interface GroupShape<Item extends Shape = Shape> extends Described {
  kind: 'group';
  item: Item;
  /** What one item is, for the editor: "a photo". */
  itemName: string;
}

/**
 * An item the office supplies: pending (the site says it will publish it) until its source is the office and
 * someone confirmed it; then its value is checked whole. Read as the value, or null while pending.
 */
export interface SuppliedShape<Value extends Shape = Shape> extends Described {
  kind: 'supplied';
  value: Value;
}

/** One kind of block: its name in the editor and the shape of its value. */
export interface BlockKind {
  label: string;
  shape: Shape;
}

/** A list of blocks, each one of the kinds (`discriminant`, as the editor writes it) and that kind's value. */
export interface BlocksShape<Kinds extends Record<string, BlockKind> = Record<string, BlockKind>> extends Described {
  kind: 'blocks';
  kinds: Kinds;
  min?: number;
}

/** A shape with a rule across its fields, checked once the fields themselves are right. */
export interface RefinedShape<Inner extends Shape = Shape> {
  kind: 'refined';
  shape: Inner;
  problem: (value: never) => string | undefined;
}

export type Shape = TextShape | IntegerShape | NumberShape | SelectShape | MultiselectShape | SlugShape | BlocksShape | UploadShape | DateShape | GroupShape | ObjectShape | ArrayShape | SuppliedShape | RefinedShape;

/** The value a shape checks to, as the site uses it. */
export type ValueOf<S> =
  S extends TextShape<infer Optional> | UploadShape<infer Optional> ? (Optional extends true ? string | undefined : string)
  : S extends DateShape ? string
  : S extends IntegerShape<infer Optional> ? (Optional extends true ? number | undefined : number)
  : S extends NumberShape ? number
  : S extends SelectShape<infer Option> ? Option
  : S extends MultiselectShape<infer Option> ? Option[]
  : S extends SlugShape ? string
  : S extends BlocksShape<infer Kinds> ? { [Kind in keyof Kinds]: { discriminant: Kind; value: ValueOf<Kinds[Kind]['shape']> } }[keyof Kinds][]
  : S extends ObjectShape<infer Fields> ? ObjectValue<Fields>
  : S extends ArrayShape<infer Element, infer Missing> ? (Missing extends true ? ValueOf<Element>[] | undefined : ValueOf<Element>[])
  : S extends SuppliedShape<infer Value> ? ValueOf<Value> | null
  : S extends GroupShape<infer Item> ? { what: string; items: ValueOf<Item>[] | null }
  : S extends RefinedShape<infer Inner> ? ValueOf<Inner>
  : never;

/** An object's value: an item that may be missing is an optional key. */
type ObjectValue<Fields extends Record<string, Shape>> = { [Key in keyof Fields as undefined extends ValueOf<Fields[Key]> ? never : Key]: ValueOf<Fields[Key]> } & {
  [Key in keyof Fields as undefined extends ValueOf<Fields[Key]> ? Key : never]?: ValueOf<Fields[Key]>;
};

type TextOptions = { description?: string; format?: Format; max?: number; multiline?: boolean; min?: number; tooShort?: string };

/** Words that must be given. */
export const text = (label: string, options: TextOptions = {}): TextShape<false> => ({ kind: 'text', label, optional: false, ...options });

/** Words the office may leave out: an empty field is read as missing. */
export const optionalText = (label: string, options: TextOptions = {}): TextShape<true> => ({ kind: 'text', label, optional: true, ...options });

type NumberOptions = { description?: string; min?: number; max?: number };

/** A whole number that must be given. */
export const integer = (label: string, options: NumberOptions = {}): IntegerShape<false> => ({ kind: 'integer', label, optional: false, ...options });

/** A whole number the office may leave out until it is published. */
export const optionalInteger = (label: string, options: NumberOptions = {}): IntegerShape<true> => ({ kind: 'integer', label, optional: true, ...options });

export const number = (label: string, options: NumberOptions = {}): NumberShape => ({ kind: 'number', label, ...options });

export const select = <const Option extends string>(label: string, options: readonly Option[], { defaultValue = options[0]!, notAnOption, optionWords }: { defaultValue?: Option; notAnOption?: string; optionWords?: Readonly<Record<Option, string>> } = {}): SelectShape<Option> => ({ kind: 'select', label, options, defaultValue, notAnOption, optionWords });

export const multiselect = <const Option extends string>(label: string, options: readonly Option[], { min, notAnOption, optionWords }: { min?: number; notAnOption?: string; optionWords?: Readonly<Record<Option, string>> } = {}): MultiselectShape<Option> => ({ kind: 'multiselect', label, options, min, notAnOption, optionWords });

export const slug = (label: string, address: Described): SlugShape => ({ kind: 'slug', label, address });

export const blocks = <const Kinds extends Record<string, BlockKind>>(label: string, kinds: Kinds, { min }: { min?: number } = {}): BlocksShape<Kinds> => ({ kind: 'blocks', label, kinds, min });

export const object = <Fields extends Record<string, Shape>>(fields: Fields, described: Partial<Described> = {}): ObjectShape<Fields> => ({ kind: 'object', fields, ...described });

type ListOptions<Element extends Shape> = Described & { min?: number; max?: number; itemLabel?: (item: ValueOf<Element>) => string };

export const array = <Element extends Shape>(element: Element, options: ListOptions<Element>): ArrayShape<Element, false> => ({ kind: 'array', element, ...options, emptyIsMissing: false });

/** A list the office may leave empty until it is published: empty, it is missing, and its bounds wait for it. */
export const listOrMissing = <Element extends Shape>(element: Element, options: ListOptions<Element>): ArrayShape<Element, true> => ({ kind: 'array', element, ...options, emptyIsMissing: true });

/** A picture uploaded into public/`folder`. */
export const image = (label: string, folder: string): UploadShape<false> => ({ kind: 'upload', picture: true, label, folder, optional: false });

/** A file (a PDF, a video) uploaded into public/`folder`. */
export const file = (label: string, folder: string): UploadShape<false> => ({ kind: 'upload', picture: false, label, folder, optional: false });

/** A file the office may leave out. */
export const optionalFile = (label: string, folder: string): UploadShape<true> => ({ kind: 'upload', picture: false, label, folder, optional: true });

export const date = (label: string): DateShape => ({ kind: 'date', label });

export const group = <Item extends Shape>(label: string, item: Item, itemName: string): GroupShape<Item> => ({ kind: 'group', label, item, itemName });

export const supplied = <Value extends Shape>(value: Value, described: Described): SuppliedShape<Value> => ({ kind: 'supplied', value, ...described });

export const refine = <Inner extends Shape>(shape: Inner, problem: (value: ValueOf<Inner>) => string | undefined): RefinedShape<Inner> => ({ kind: 'refined', shape, problem: (value: never) => problem(value) });

type Problems = string[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const count = (size: number, noun: string) => `${size} ${noun}${size === 1 ? '' : 's'}`;

/** Whose an item or a group is (a problem when neither); the office's must say who confirmed it. */
function sourceOf(value: Record<string, unknown>, at: (key: string) => string, problems: Problems): 'office' | 'pending' | undefined {
  if (value.source !== 'office' && value.source !== 'pending') return void problems.push(`${at('source')}: must be one of: office, pending`);
  if (value.source === 'office' && (typeof value.confirmed !== 'string' || value.confirmed.trim() === '')) problems.push(`${at('confirmed')}: say who confirmed it and when`);
  return value.source;
}

/** Each shape's reading of a value, pushing `path: message` for what is wrong; the editor writes an empty field as '' or null. */
function read(shape: Shape, value: unknown, path: string, problems: Problems): unknown {
  const wrong = (message: string) => void problems.push(path ? `${path}: ${message}` : message);
  const at = (key: string) => (path ? `${path}.${key}` : key);
  const onlyKnown = (record: Record<string, unknown>, known: (key: string) => boolean) => {
    const unknown = Object.keys(record).filter((key) => !known(key));
    if (unknown.length > 0) wrong(`has items the site does not know: ${unknown.join(', ')}`);
  };
  switch (shape.kind) {
    case 'text': {
      const words = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value == null ? '' : null;
      if (words === null) return wrong('must be words');
      if (words === '') return shape.optional ? undefined : wrong('must be given');
      if (shape.format && !shape.format.regex.test(words)) return wrong(shape.format.message);
      if (shape.max !== undefined && words.length > shape.max) return wrong(`must fit: at most ${count(shape.max, 'character')}`);
      if (shape.min !== undefined && words.length < shape.min) return wrong(shape.tooShort ?? `must hold at least ${count(shape.min, 'character')}`);
      return words;
    }
    case 'integer':
    case 'number': {
      if (value == null && shape.kind === 'integer' && shape.optional) return undefined;
      if (typeof value !== 'number' || !Number.isFinite(value)) return wrong('must be a number');
      if (shape.kind === 'integer' && !Number.isInteger(value)) return wrong('must be a whole number');
      if (shape.min !== undefined && value < shape.min) return wrong(`must be at least ${shape.min}`);
      if (shape.max !== undefined && value > shape.max) return wrong(`must be at most ${shape.max}`);
      return value;
    }
    case 'upload':
      return read({ kind: 'text', label: shape.label, optional: shape.optional, format: FORMATS.fileAddress }, value, path, problems);
    case 'date':
      return read({ kind: 'text', label: shape.label, optional: false, format: FORMATS.isoDate }, value, path, problems);
    case 'group': {
      if (!isRecord(value)) return wrong('is missing');
      onlyKnown(value, (key) => ['what', 'source', 'confirmed', 'items'].includes(key));
      const what = typeof value.what === 'string' ? value.what.trim() : '';
      if (!what) problems.push(`${at('what')}: say what the office will publish here`);
      const source = sourceOf(value, at, problems);
      if (source !== 'office') return source === 'pending' ? { what, items: null } : undefined;
      const items = read({ kind: 'array', label: shape.itemName, element: shape.item, min: 1, emptyIsMissing: false }, value.items, at('items'), problems);
      return { what, items };
    }
    case 'supplied': {
      if (!isRecord(value)) return wrong('must be a set of named items');
      onlyKnown(value, (key) => ['source', 'confirmed', 'value'].includes(key));
      const source = sourceOf(value, at, problems);
      // Whatever a pending item holds is not the school's yet: never read.
      if (source !== 'office') return source === 'pending' ? null : undefined;
      if (value.value == null || value.value === '') return void problems.push(`${at('value')}: give its value`);
      return read(shape.value, value.value, at('value'), problems);
    }
    case 'refined': {
      const before = problems.length;
      const inner = read(shape.shape, value, path, problems);
      const problem = problems.length === before && inner !== undefined ? shape.problem(inner as never) : undefined;
      if (problem) wrong(problem);
      return inner;
    }
    case 'select': {
      // Left out, the editor's default; a number in the file (`columns: 3`) is the option the editor writes as '3'.
      const option = value == null ? shape.defaultValue : typeof value === 'number' ? String(value) : value;
      if (typeof option !== 'string' || !shape.options.includes(option)) return wrong(shape.notAnOption ?? `must be one of: ${shape.options.join(', ')}`);
      return option;
    }
    case 'multiselect': {
      if (!Array.isArray(value)) return wrong('must be a list');
      if (shape.min !== undefined && value.length < shape.min) wrong(`must hold at least ${count(shape.min, 'item')}`);
      value.forEach((option, index) => {
        if (typeof option !== 'string' || !shape.options.includes(option)) problems.push(`${path}[${index}]: ${shape.notAnOption ?? `must be one of: ${shape.options.join(', ')}`}`);
      });
      return value;
    }
    case 'slug':
      return read({ kind: 'text', label: shape.label, optional: false }, value, path, problems);
    case 'blocks': {
      const items = value ?? [];
      if (!Array.isArray(items)) return wrong('must be a list');
      if (shape.min !== undefined && items.length < shape.min) wrong(`must hold at least ${count(shape.min, 'block')}`);
      const names = Object.keys(shape.kinds);
      return items.map((block, index) => {
        const where = `${path}[${index}]`;
        if (!isRecord(block)) return void problems.push(`${where}: must be a block`);
        const extra = Object.keys(block).filter((key) => key !== 'discriminant' && key !== 'value');
        if (extra.length > 0) problems.push(`${where}: a block holds only discriminant and value, not: ${extra.join(', ')}`);
        const kind = typeof block.discriminant === 'string' && Object.hasOwn(shape.kinds, block.discriminant) ? shape.kinds[block.discriminant] : undefined;
        if (!kind) return void problems.push(`${where}.discriminant: must be one of: ${names.join(', ')}`);
        return { discriminant: block.discriminant, value: read(kind.shape, block.value, `${where}.value`, problems) };
      });
    }
    case 'object': {
      if (!isRecord(value)) return wrong('must be a set of named items');
      onlyKnown(value, (key) => Object.hasOwn(shape.fields, key));
      return Object.fromEntries(Object.entries(shape.fields).map(([key, field]) => [key, read(field, value[key], at(key), problems)]));
    }
    case 'array': {
      const items = value ?? [];
      if (!Array.isArray(items)) return wrong('must be a list');
      if (items.length === 0 && shape.emptyIsMissing) return undefined;
      if (shape.min !== undefined && shape.min === shape.max && items.length !== shape.min) wrong(`must hold ${count(shape.min, 'item')}`);
      else if (shape.min !== undefined && items.length < shape.min) wrong(`must hold at least ${count(shape.min, 'item')}`);
      else if (shape.max !== undefined && items.length > shape.max) wrong(`must hold at most ${count(shape.max, 'item')}`);
      return items.map((item, index) => read(shape.element, item, `${path}[${index}]`, problems));
    }
  }
}

/** The value a file holds, read by its shape; throws an error naming the file and every wrong field. */
export function checkShape<S extends Shape>(shape: S, value: unknown, file: string): ValueOf<S> {
  const problems: Problems = [];
  const checked = read(shape, value, '', problems);
  if (problems.length > 0) throw new Error(`${file}: ${problems.join('; ')}`);
  return checked as ValueOf<S>;
}

/** A wrong field: where it is in the file (`sections[0].heading`) and what is wrong with it. */
export interface ShapeProblem {
  path: string;
  message: string;
}

/** Every wrong field of a value, as checkShape names them (none: the value passes). */
export function shapeProblems(shape: Shape, value: unknown): ShapeProblem[] {
  const problems: Problems = [];
  read(shape, value, '', problems);
  // A path is keys and [indexes], never a space: the first ': ' after it ends it.
  return problems.map((problem) => {
    const parts = /^([\w.[\]-]+): ([\s\S]*)$/.exec(problem);
    return parts ? { path: parts[1]!, message: parts[2]! } : { path: '', message: problem };
  });
}

/** `sections[0].blocks[2].value` as keys and indexes. */
const stepsOf = (path: string): (string | number)[] => [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((match) => (match[2] !== undefined ? Number(match[2]) : match[1]!));

/** The labels of the supplied items' and groups' own fields, as the editor draws them. */
const SUPPLY_LABELS: Record<string, string> = { source: 'Where it comes from', confirmed: 'Confirmed by', what: 'What the office will publish here' };

/**
 * Where a field is, in the labels the editor shows ("Sections 1 › Blocks 2 › Paragraph"), never the file's
 * keys: the office finds it by them. `value` is the file's, so a block's kind names it.
 */
export function labelsAt(shape: Shape, value: unknown, path: string): string[] {
  const labels: string[] = [];
  let here: Shape | undefined = shape;
  let held: unknown = value;
  const numbered = (index: number, fallback: string) => {
    const last = labels.pop() ?? fallback;
    labels.push(`${last} ${index + 1}`);
  };
  const heldAt = (step: string | number) => (held !== null && typeof held === 'object' ? (held as Record<string | number, unknown>)[step] : undefined);
  for (const step of stepsOf(path)) {
    while (here?.kind === 'refined') here = here.shape;
    if (!here) break;
    const next = heldAt(step);
    switch (here.kind) {
      case 'object': {
        const field: Shape | undefined = typeof step === 'string' ? here.fields[step] : undefined;
        // An unlabelled object (a block's value) adds no step of its own.
        if (!field) labels.push(String(step));
        else if ('label' in field && field.label) labels.push(field.label);
        here = field;
        break;
      }
      case 'array':
        if (typeof step === 'number') numbered(step, here.label);
        here = here.element;
        break;
      case 'blocks': {
        if (typeof step === 'number') numbered(step, here.label);
        const kind = next !== null && typeof next === 'object' ? (next as { discriminant?: unknown }).discriminant : undefined;
        const blockKind: BlockKind | undefined = typeof kind === 'string' && Object.hasOwn(here.kinds, kind) ? here.kinds[kind] : undefined;
        if (blockKind) labels.push(blockKind.label);
        // The block's `value` step follows: its shape is the kind's.
        here = blockKind ? { kind: 'object', fields: { value: blockKind.shape, discriminant: text('Kind of block') } } : undefined;
        held = next;
        continue;
      }
      case 'supplied':
      case 'group':
        if (step === 'value' && here.kind === 'supplied') here = here.value;
        else if (step === 'items' && here.kind === 'group') {
          labels.push(capitalised(here.itemName));
          here = { kind: 'array', label: capitalised(here.itemName), element: here.item, emptyIsMissing: false };
        } else {
          labels.push(SUPPLY_LABELS[String(step)] ?? String(step));
          here = undefined;
        }
        break;
      default:
        here = undefined;
    }
    held = next;
  }
  // A block's `value` adds no label of its own: the kind's label stands for it.
  return labels.filter((label, index) => !(index > 0 && label === labels[index - 1]));
}
