import { text } from '../../shape.ts';

export const PARAGRAPH_KINDS = {
  paragraph: { label: 'Paragraph', shape: text('Paragraph', { multiline: true, description: 'The words as parents will read them.' }) },
};
