import { titledFileName } from './files';
import { downloadNames } from './fileTitles';

test('a file downloads under its record\'s title with its own extension; a second file is numbered; unsafe characters go', () => {
  const names = downloadNames([
    { title: 'Winter uniform from 1st December', attachments: ['/files/circulars/c2.pdf'] },
    { title: 'Fee circular: 2026/27 "final"', attachments: ['/files/c/a.pdf', '/files/c/b.docx'] },
    { title: 'शुल्क सूचना', attachments: ['/files/c/h.pdf'] },
    { title: '   ', attachments: ['/files/c/untitled.pdf'] },
  ] as never[]);
  expect(Object.fromEntries(names)).toEqual({
    '/files/circulars/c2.pdf': 'Winter uniform from 1st December.pdf',
    '/files/c/a.pdf': 'Fee circular 2026 27 final.pdf',
    '/files/c/b.docx': 'Fee circular 2026 27 final (2).docx',
    '/files/c/h.pdf': 'शुल्क सूचना.pdf',
  });
});

test('an event\'s calendar file is named after the event', () => {
  expect(titledFileName('Sports Day 2026: finals!', 'ics')).toBe('Sports Day 2026 finals.ics');
  expect(titledFileName('***', 'ics')).toBeNull();
});
