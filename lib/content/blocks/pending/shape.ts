import { text } from '../../shape.ts';

export const PENDING_KINDS = {
  pending: { label: 'Still to publish', shape: text('What the office will publish here', { description: 'The page says "The school office will publish … here." until this block is replaced.' }) },
};
