'use client';

import { useReducedMotion } from '@/components/ui/useReducedMotion';
import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { CarouselSettings } from './Carousel';
import styles from './Carousel.module.css';

/** Swiper starts this far before the carousel scrolls into view, so it is ready when seen. */
const START_MARGIN = '200px';

/**
 * Starts Swiper on a carousel's server markup and drives its autoplay: paused on hover, on focus and with
 * its own button; never started for people who ask for reduced motion. Swiper's code is fetched only here,
 * after the page is interactive, so it never delays the first paint.
 */
export default function CarouselMotion({ id, label, slides = 1, delay, speed, touchThreshold }: CarouselSettings & { id: string; touchThreshold: number }) {
  const reducedMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [pausedByUser, setPausedByUser] = useState(false);
  const playing = !reducedMotion && !pausedByUser;
  const playingRef = useRef(playing);
  useEffect(() => {
    playingRef.current = playing;
  }, [playing]);

  useEffect(() => {
    const root = document.getElementById(id);
    const container = root?.querySelector<HTMLElement>('.swiper');
    if (!root || !container) return;
    let instance: SwiperInstance | null = null;
    let cancelled = false;

    const start = async () => {
      const { default: Swiper, SWIPER_MODULES } = await import('./swiperWithModules');
      if (cancelled) return;
      instance = new Swiper(container, {
        modules: SWIPER_MODULES,
        slidesPerView: 1,
        breakpoints: { 768: { slidesPerView: slides } },
        spaceBetween: slides > 1 ? 16 : 0,
        speed: reducedMotion ? 0 : speed,
        // Rewind rather than loop: looping clones and moves slides, which re-lays out the hero and its image.
        rewind: true,
        threshold: touchThreshold,
        autoplay: reducedMotion ? false : { delay, pauseOnMouseEnter: true, disableOnInteraction: false },
        navigation: { prevEl: container.querySelector<HTMLElement>('.swiper-button-prev'), nextEl: container.querySelector<HTMLElement>('.swiper-button-next') },
        pagination: { el: container.querySelector<HTMLElement>('.swiper-pagination'), clickable: true },
        a11y: { prevSlideMessage: `Previous: ${label}`, nextSlideMessage: `Next: ${label}`, slideRole: 'group' },
      });
      setSwiper(instance);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void start();
      },
      { rootMargin: START_MARGIN },
    );
    observer.observe(root);

    // Keyboard users reading a slide must not have it slide away.
    const onFocusIn = () => instance?.autoplay?.pause();
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null) && playingRef.current) instance?.autoplay?.resume();
    };
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      cancelled = true;
      observer.disconnect();
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      instance?.destroy(true, false);
      setSwiper(null);
    };
  }, [id, label, slides, delay, speed, touchThreshold, reducedMotion]);

  if (reducedMotion) return null;
  const toggle = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPausedByUser(playing);
  };
  return (
    <button type="button" className={`control-button ${styles.pause}`} onClick={toggle} aria-pressed={!playing}>
      {playing ? 'Pause' : 'Play'}
      <span className="visually-hidden"> {label}</span>
    </button>
  );
}
