import type { FromFile } from '../kinds';
import type { STEPS_KINDS } from './shape';

export type StepsBlock = { kind: 'steps'; steps: { title: string; items: string[] }[] };

export const fromFile: FromFile<typeof STEPS_KINDS> = {
  steps: (steps) => [{ kind: 'steps', steps }],
};

export const words = (block: StepsBlock): string[] => block.steps.flatMap((step) => [step.title, ...step.items]);
