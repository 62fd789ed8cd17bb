// Drawn only from the school's facts (the data kind's school-in-numbers), never typed on a page.

export type FactsBlock = { kind: 'facts'; facts: { value: string; label: string }[] };

export const words = (block: FactsBlock): string[] => block.facts.map((fact) => `${fact.value} ${fact.label}`);
