import { text } from '../../shape.ts';

export const PARAGRAPH_KINDS = {
  paragraph: { label: 'Paragraph', shape: text('Paragraph', { multiline: true, description: 'Words in {braces}, such as {foundingYear}, are filled in from the other files.' }) },
};
