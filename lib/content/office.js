// @ts-check
/**
 * The school office's own facts (content/school.yaml): read and checked once, by the site's pages and by
 * `npm run content:status` and `next build`, which load it without Next's bundler (so plain JavaScript).
 * Each item is supplied by the office or pending; a pending item is null here, and nothing shows it.
 */
const fs = require('node:fs');
const path = require('node:path');
const YAML = require('yaml');
const yup = require('yup');

const FILE = 'content/school.yaml';

const supplied = (/** @type {yup.AnySchema} */ value) =>
  yup.object({
    source: yup.string().oneOf(['office', 'pending']).required(),
    confirmed: yup.string().when('source', { is: 'office', then: (schema) => schema.trim().required('say who confirmed it and when'), otherwise: (schema) => schema.strip() }),
    value: yup.mixed().when('source', { is: 'office', then: () => value.required('give its value'), otherwise: (schema) => schema.strip() }),
  });

const link = yup.string().trim().url('must be a full address, https://…').matches(/^https:\/\//, 'must start with https://');

const SCHEMA = yup
  .object({
    phone: supplied(yup.string().trim().matches(/^\+?[\d ]{8,20}$/, 'must be a phone number, digits and spaces, + before the country code')),
    email: supplied(yup.string().trim().email('must be an e-mail address')),
    address: supplied(
      yup.object({
        street: yup.string().trim().required(),
        locality: yup.string().trim().required(),
        region: yup.string().trim().required(),
        postalCode: yup.string().trim().matches(/^\d{6}$/, 'must be a six-digit PIN code').required(),
      }),
    ),
    social: supplied(yup.array(yup.object({ label: yup.string().trim().required(), href: link.required() })).min(1)),
    parentPortal: supplied(link),
    erpPortal: supplied(link),
  })
  .noUnknown(true, ({ unknown }) => `has items the site does not know: ${unknown}`)
  .required();

/** What each item is, said where the site shows that it is pending and by `content:status`. */
const ITEM_NAMES = {
  phone: "the school's phone number",
  email: "the school's e-mail address",
  address: "the school's postal address (and so its map)",
  social: "the school's pages on social networks",
  parentPortal: 'the address of the parent portal',
  erpPortal: 'the address of the school ERP login',
};

/**
 * The items as the site uses them: each the office's value, or null while pending.
 * @param {unknown} parsed
 * @param {string} [file]
 */
function officeFactsOf(parsed, file = FILE) {
  let checked;
  try {
    checked = SCHEMA.validateSync(parsed, { abortEarly: false, stripUnknown: false });
  } catch (error) {
    const problem = /** @type {yup.ValidationError} */ (error);
    const problems = problem.inner.length > 0 ? problem.inner : [problem];
    const named = problems.map((each) => (each.path && !each.message.startsWith(each.path) ? `${each.path}: ${each.message}` : each.message));
    throw new Error(`${file}: ${named.join('; ')}`);
  }
  /** @type {(item: { source: string, value?: unknown }) => any} */
  const valueOf = (item) => (item.source === 'office' ? item.value : null);
  return {
    phone: /** @type {string | null} */ (valueOf(checked.phone)),
    email: /** @type {string | null} */ (valueOf(checked.email)),
    address: /** @type {{ street: string, locality: string, region: string, postalCode: string } | null} */ (valueOf(checked.address)),
    social: /** @type {{ label: string, href: string }[] | null} */ (valueOf(checked.social)),
    parentPortal: /** @type {string | null} */ (valueOf(checked.parentPortal)),
    erpPortal: /** @type {string | null} */ (valueOf(checked.erpPortal)),
  };
}

/** @typedef {ReturnType<typeof officeFactsOf>} OfficeFacts */

/**
 * Reads content/school.yaml under `root` (the project folder); throws naming the file and the field.
 * @param {string} [root]
 * @returns {OfficeFacts}
 */
function readOfficeFacts(root = process.cwd()) {
  const file = path.join(root, FILE);
  let parsed;
  try {
    parsed = YAML.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${FILE}: cannot be read (${error instanceof Error ? error.message : String(error)})`);
  }
  return officeFactsOf(parsed);
}

/**
 * What the office has still to supply, by name and description.
 * @param {OfficeFacts} facts
 */
function pendingItems(facts) {
  return /** @type {(keyof OfficeFacts)[]} */ (Object.keys(ITEM_NAMES)).filter((name) => facts[name] === null).map((name) => ({ file: FILE, item: name, what: ITEM_NAMES[name] }));
}

module.exports = { readOfficeFacts, officeFactsOf, pendingItems, ITEM_NAMES, OFFICE_FILE: FILE };
