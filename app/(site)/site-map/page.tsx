import PageBanner from '@/components/layout/PageBanner';
import NewTabLink from '@/components/ui/NewTabLink';
import { sectionId } from '@/lib/content/sectionId';
import { schoolPageDocuments } from '@/lib/search/documents';
import { pageMetadata } from '@/lib/seo';
import { SITE_MAP_PATH, siteMapGroups } from '@/lib/siteMapPage';

const INTRO = { title: 'Site map', description: 'Every page of the school website, grouped as the menu groups them.', path: SITE_MAP_PATH };

export const metadata = pageMetadata(INTRO);

const PAGE_TITLES = new Map([['/search', 'Search the site'], ...schoolPageDocuments().filter((doc) => doc.id === doc.page).map((doc) => [doc.page, doc.title] as const)]);

export default function SiteMapPage() {
  const groups = siteMapGroups((path) => PAGE_TITLES.get(path));
  return (
    <>
      <PageBanner title={INTRO.title} lead={INTRO.description} />
      <div className="container section site-map">
        {groups.map((group) => (
          <section key={group.label} aria-labelledby={sectionId(group.label)}>
            <h2 id={sectionId(group.label)}>{group.label}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>{link.external ? <NewTabLink href={link.href}>{link.label}</NewTabLink> : <a href={link.href}>{link.label}</a>}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
