'use client';

import { memo } from 'react';
import { photoCountLabel, type CardData } from '@/lib/listings/cards';
import { formatDayShortMonthYear } from '@/lib/time/dates';
import ProviderImage from '@/components/ui/ProviderImage';
import { openPhotoSwipe } from '@/components/ui/openPhotoSwipe';
import styles from './Listing.module.css';
import NewTabLink from '@/components/ui/NewTabLink';
import { FALLBACK } from '@/lib/content/fallbacks';

const COVER_SIZES = '(max-width: 600px) 100vw, (max-width: 991px) 50vw, 400px';
/** Provider photos carry no size: lay them out 3:2 until loaded. */
const PROVIDER_PHOTO = { width: 1200, height: 800 };

function CardActionView({ card }: { card: CardData }) {
  const { action } = card;
  if (!action) return null;
  const context = <span className="visually-hidden">: {card.title || FALLBACK.title}</span>;
  if (action.kind === 'photos') {
    const photos = action.photos.map((src, index) => ({ src, ...PROVIDER_PHOTO, alt: `${card.title}, photo ${index + 1}` }));
    return (
      <button type="button" className={styles.linkButton} onClick={() => void openPhotoSwipe(photos, 0)}>
        {action.label}
        {context}
      </button>
    );
  }
  if (action.newTab) {
    return (
      <NewTabLink href={action.href}>
        {action.label}
        {context}
      </NewTabLink>
    );
  }
  return (
    <a href={action.href}>
      {action.label}
      {context}
    </a>
  );
}

function Card({ card, preload = false }: { card: CardData; preload?: boolean }) {
  const date = formatDayShortMonthYear(card.date);
  return (
    <article className={card.action?.kind === 'link' && !card.action.newTab ? `${styles.card} ${styles.wholeCard}` : styles.card}>
      <div className={styles.cover}>
        <ProviderImage src={card.cover} alt={card.title ? `Cover: ${card.title}` : 'Album cover'} sizes={COVER_SIZES} preload={preload} />
      </div>
      <div className={styles.body}>
        <h2>{card.title || FALLBACK.title}</h2>
        <div className={styles.meta}>
          {date ? <time dateTime={card.date ?? undefined}>{date}</time> : null}
          {card.photoCount !== undefined ? <span>{photoCountLabel(card.photoCount)}</span> : null}
        </div>
        {card.description ? <p>{card.description}</p> : null}
        <div className={styles.action}>
          <CardActionView card={card} />
        </div>
      </div>
    </article>
  );
}

/** Drawn again only when its card changes: a filter or Load More re-renders the list, not every card. */
export default memo(Card);
