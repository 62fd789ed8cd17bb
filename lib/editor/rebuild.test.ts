import { savesNeedingBuild } from './rebuild';

const built = new Set(['clubs', 'OurSchool']);

test("a built page's words need no build; a new page, the school's details and uploads do", () => {
  expect(savesNeedingBuild(['content/pages/clubs.yaml'], built)).toEqual([]);
  expect(savesNeedingBuild(['content/pages/open-day-2027.yaml'], built)).toEqual(['content/pages/open-day-2027.yaml']);
  expect(savesNeedingBuild(['content/pages/clubs.yaml', 'content/school.yaml'], built)).toEqual(['content/school.yaml']);
  expect(savesNeedingBuild(['public/images/office/pages/clubs/day.jpg'], built)).toEqual(['public/images/office/pages/clubs/day.jpg']);
});

test('what the build writes itself, or the suite copies in, never starts a build', () => {
  expect(savesNeedingBuild(['public/images/prospectus/page-1.webp', 'public/images/e2e/a.jpg', '.next/BUILD_ID'], built)).toEqual([]);
});
