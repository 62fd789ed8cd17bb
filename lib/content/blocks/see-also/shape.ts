import { FORMATS } from '../../formats.ts';
import { array, object, text } from '../../shape.ts';

export const SEE_ALSO_KINDS = {
  'see-also': { label: 'See also', shape: array(object({ text: text('Link text'), href: text('Page of this site', { format: FORMATS.pagePath }) }), { label: 'Links', itemLabel: (link) => link.text || 'A link', min: 1 }) },
};
