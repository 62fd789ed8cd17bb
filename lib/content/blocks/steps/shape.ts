import { array, object, text } from '../../shape.ts';
import { lines } from '../list/shape.ts';

export const STEPS_KINDS = {
  steps: { label: 'Steps', shape: array(object({ title: text('Title'), items: lines('Items') }), { label: 'Steps', itemLabel: (step) => step.title || 'A step', min: 1 }) },
};
