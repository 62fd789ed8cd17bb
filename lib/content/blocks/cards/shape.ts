import { FORMATS } from '../../formats.ts';
import { array, object, optionalText, text } from '../../shape.ts';

export const CARDS_KINDS = {
  cards: { label: 'Cards', shape: array(object({ title: text('Title'), text: optionalText('Text'), colour: optionalText('Colour', { format: FORMATS.colour }) }), { label: 'Cards', itemLabel: (card) => card.title || 'A card', min: 1 }) },
};
