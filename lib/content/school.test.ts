import { ITEM_NAMES } from './office';

/** school.ts as a server starting on a school.yaml it cannot read would load it. */
function schoolOnBrokenFile(phase?: string) {
  const before = process.env.NEXT_PHASE;
  if (phase) process.env.NEXT_PHASE = phase;
  else delete process.env.NEXT_PHASE;
  try {
    let loaded: typeof import('./school') | undefined;
    jest.isolateModules(() => {
      jest.doMock('./office', () => ({
        ...jest.requireActual<typeof import('./office')>('./office'),
        readOfficeFacts: () => {
          throw new Error('content/school.yaml: cannot be read (a hand edit)');
        },
      }));
      loaded = jest.requireActual<typeof import('./school')>('./school');
    });
    return loaded!;
  } finally {
    if (before === undefined) delete process.env.NEXT_PHASE;
    else process.env.NEXT_PHASE = before;
    jest.dontMock('./office');
  }
}

test('a server started on a school.yaml it cannot read shows every detail as pending, so every page and the editor keep answering', () => {
  const { OFFICE, SCHOOL } = schoolOnBrokenFile();
  expect(Object.keys(OFFICE).sort()).toEqual(Object.keys(ITEM_NAMES).sort());
  expect(Object.values(OFFICE).every((value) => value === null)).toBe(true);
  expect(SCHOOL.name).toBe('KVNS');
});

test('the build stops on it instead, naming the file', () => {
  expect(() => schoolOnBrokenFile('phase-production-build')).toThrow(/content\/school\.yaml: cannot be read/);
});
