'use client';

import { Children, useState, useSyncExternalStore, type ReactNode } from 'react';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import styles from './Carousel.module.css';

interface CarouselProps {
  /** What the slides are, for screen readers ('Highlights', 'Shining Stars'...). */
  label: string;
  /** Slides visible at once on a wide screen (one on a phone). */
  slides?: number;
  delay: number;
  speed: number;
  children: ReactNode;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * The one Swiper island for every carousel: autoplay that pauses on hover, on focus and with its own
 * button, and never starts for people who ask for reduced motion. Slides are server-rendered children;
 * their width is reserved in CSS, so nothing moves when Swiper starts.
 */
export default function Carousel({ label, slides = 1, delay, speed, children }: CarouselProps) {
  const reducedMotion = useSyncExternalStore(subscribeMotion, () => window.matchMedia(REDUCED_MOTION).matches, () => false);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [pausedByUser, setPausedByUser] = useState(false);
  const playing = !reducedMotion && !pausedByUser;

  const toggle = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPausedByUser(playing);
  };

  return (
    <div
      className={styles.carousel}
      style={{ ['--slides' as string]: slides }}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={() => swiper?.autoplay.pause()}
      onBlur={() => playing && swiper?.autoplay.resume()}
    >
      <Swiper
        modules={[A11y, Autoplay, Navigation, Pagination]}
        onSwiper={setSwiper}
        slidesPerView={1}
        breakpoints={{ 768: { slidesPerView: slides } }}
        spaceBetween={slides > 1 ? 16 : 0}
        speed={reducedMotion ? 0 : speed}
        loop={Children.count(children) > slides}
        autoplay={reducedMotion ? false : { delay, pauseOnMouseEnter: true, disableOnInteraction: false }}
        navigation
        pagination={{ clickable: true }}
        a11y={{ prevSlideMessage: `Previous: ${label}`, nextSlideMessage: `Next: ${label}`, slideRole: 'group' }}
      >
        {Children.map(children, (child, index) => (
          <SwiperSlide key={index}>{child}</SwiperSlide>
        ))}
      </Swiper>
      {reducedMotion ? null : (
        <button type="button" className={`control-button ${styles.pause}`} onClick={toggle} aria-pressed={!playing}>
          {playing ? 'Pause' : 'Play'}
          <span className="visually-hidden"> {label}</span>
        </button>
      )}
    </div>
  );
}
