import Lightbox from '@/components/ui/Lightbox';
import ProviderImage from '@/components/ui/ProviderImage';
import Tabs from '@/components/ui/Tabs';
import { ACHIEVEMENTS_ERROR, type AchievementTab } from '@/lib/listings/achievements';
import styles from './provider.module.css';
import NewTabLink from '@/components/ui/NewTabLink';
import { sizedPhotos } from '@/lib/provider/photoSizes';

async function Photos({ tab, open }: { tab: AchievementTab; open: 'lightbox' | 'new-tab' }) {
  if (tab.images.length === 0) return null;
  if (open === 'lightbox') {
    return (
      <Lightbox
        label={tab.title}
        columns={3}
        photos={await sizedPhotos(tab.images, (index) => `${tab.title}, photo ${index + 1}`)}
      />
    );
  }
  return (
    <ul className={styles.photoLinks}>
      {tab.images.map((src, index) => (
        <li key={`${src}-${index}`}>
          <NewTabLink href={src} className={styles.photoLink}>
            <ProviderImage src={src} alt={`${tab.title}, photo ${index + 1}`} sizes="(max-width: 700px) 100vw, 30vw" />
          </NewTabLink>
        </li>
      ))}
    </ul>
  );
}

/** Vertical tabs of achievement titles; each shows its description and its photos. */
export default function AchievementsView({ tabs, open, label }: { tabs: AchievementTab[]; open: 'lightbox' | 'new-tab'; label: string }) {
  if (tabs.length === 0) return <p className={styles.message}>{ACHIEVEMENTS_ERROR}</p>;
  return (
    <Tabs
      label={label}
      orientation="vertical"
      tabs={tabs.map((tab) => ({
        label: tab.title,
        panel: (
          <>
            <h2 className={styles.tabHeading}>{tab.title}</h2>
            <p>{tab.description}</p>
            <Photos tab={tab} open={open} />
          </>
        ),
      }))}
    />
  );
}
