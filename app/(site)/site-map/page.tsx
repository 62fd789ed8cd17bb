import PageBanner from '@/components/layout/PageBanner';
import NewTabLink from '@/components/ui/NewTabLink';
import { sectionId } from '@/lib/content/sectionId';
import { SITE_MAP_INTRO as INTRO } from '@/lib/content/pageIntros';
import { pageMetadata } from '@/lib/site/seo';
import { siteMapGroups } from '@/lib/site/siteMapLinks';

export const metadata = pageMetadata(INTRO);

export default function SiteMapPage() {
  const groups = siteMapGroups();
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
