import { savesNeed } from './rebuild';

const built = new Set(['clubs', 'OurSchool']);

test("a built page's words need nothing; a new page and the prospectus need a build; the school's details and uploads a restart", () => {
  expect(savesNeed(['content/pages/clubs.yaml'], built)).toEqual({ build: [], restart: [] });
  expect(savesNeed(['content/pages/open-day-2027.yaml'], built)).toEqual({ build: ['content/pages/open-day-2027.yaml'], restart: [] });
  expect(savesNeed(['content/prospectus.yaml'], built)).toEqual({ build: ['content/prospectus.yaml'], restart: [] });
  expect(savesNeed(['content/pages/clubs.yaml', 'content/school.yaml', 'content/fees.yaml'], built)).toEqual({ build: [], restart: ['content/school.yaml', 'content/fees.yaml'] });
  expect(savesNeed(['public/images/office/pages/clubs/day.jpg'], built)).toEqual({ build: [], restart: ['public/images/office/pages/clubs/day.jpg'] });
});

test('what the build writes itself, or the suite copies in, never starts a build or a restart', () => {
  expect(savesNeed(['public/images/prospectus/page-1.webp', 'public/images/e2e/a.jpg', '.next/BUILD_ID'], built)).toEqual({ build: [], restart: [] });
});
