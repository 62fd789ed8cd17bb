import { Children, type ReactNode } from 'react';
import { SLIDER_DEFAULTS } from '@/lib/content/home';
import CarouselMotion from './CarouselMotion';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import styles from './Carousel.module.css';

export interface CarouselSettings {
  /** What the slides are, for screen readers ('Welcome', 'Shining Stars'...). Unique on its page. */
  label: string;
  /** Slides visible at once on a wide screen (one on a phone). */
  slides?: number;
  delay: number;
  speed: number;
}

/** The region's id, from its label: the motion island finds the server markup it drives by it. */
export const carouselId = (label: string) => `carousel-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

// Server HTML in Swiper's markup, never hydrated; CarouselMotion starts Swiper on it without moving a
// node, so the LCP image stays put.
export default function Carousel({ label, slides = 1, delay, speed, children }: CarouselSettings & { children: ReactNode }) {
  const id = carouselId(label);
  return (
    <div id={id} className={styles.carousel} style={{ ['--slides' as string]: slides }} role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="swiper">
        <div className="swiper-wrapper">
          {Children.toArray(children).map((child, index) => (
            <div key={index} className="swiper-slide">
              {child}
            </div>
          ))}
        </div>
        <button type="button" className="swiper-button-prev" aria-label={`Previous: ${label}`} />
        <button type="button" className="swiper-button-next" aria-label={`Next: ${label}`} />
        <div className="swiper-pagination" />
      </div>
      <CarouselMotion id={id} label={label} slides={slides} delay={delay} speed={speed} touchThreshold={SLIDER_DEFAULTS.touchThreshold} />
    </div>
  );
}
