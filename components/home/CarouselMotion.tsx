'use client';

import { useReducedMotion } from '@/components/ui/useReducedMotion';
import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { AutoplayTimer } from './autoplayTimer';
import type { CarouselSettings } from './Carousel';
import styles from './Carousel.module.css';

/** Swiper starts this far before the carousel scrolls into view, so it is ready when seen. */
const START_MARGIN = '200px';

/** Fetched after the page is interactive; the timer holds for pointer, focus, off screen, hidden tab or Pause, and never runs with reduced motion. */
export default function CarouselMotion({ id, label, slides = 1, delay, speed, touchThreshold }: CarouselSettings & { id: string; touchThreshold: number }) {
  const reducedMotion = useReducedMotion();
  const [pausedByUser, setPausedByUser] = useState(false);
  const timerRef = useRef<AutoplayTimer | null>(null);
  const pausedByUserRef = useRef(pausedByUser);

  useEffect(() => {
    pausedByUserRef.current = pausedByUser;
    if (pausedByUser) timerRef.current?.hold('user');
    else timerRef.current?.release('user');
  }, [pausedByUser]);

  useEffect(() => {
    const root = document.getElementById(id);
    const container = root?.querySelector<HTMLElement>('.swiper');
    if (!root || !container) return;
    let instance: SwiperInstance | null = null;
    let cancelled = false;
    const timer = reducedMotion ? null : new AutoplayTimer(() => instance?.slideNext(speed), delay);
    timerRef.current = timer;
    timer?.hold('offscreen');
    if (pausedByUserRef.current) timer?.hold('user');

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
        navigation: { prevEl: container.querySelector<HTMLElement>('.swiper-button-prev'), nextEl: container.querySelector<HTMLElement>('.swiper-button-next') },
        pagination: { el: container.querySelector<HTMLElement>('.swiper-pagination'), clickable: true },
        a11y: { prevSlideMessage: `Previous: ${label}`, nextSlideMessage: `Next: ${label}`, slideRole: 'group' },
        on: {
          // Counted from when a turn starts, so slides follow one another by the autoplay period itself
          // (5 s on the hero, not 5 s plus its 1 s transition). A turn by the visitor (arrow, bullet,
          // swipe) counts as one: the next comes a whole period later.
          slideChange: () => timer?.restart(),
          // Swiper reports a mouse drag as a touch too: a hold of its own, so its end keeps the hover's.
          touchStart: () => timer?.hold('touch'),
          touchEnd: () => timer?.release('touch'),
        },
      });
      timer?.restart();
    };
    let started = false;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (visible && !started) {
          started = true;
          void start();
        }
        if (visible) timer?.release('offscreen');
        else timer?.hold('offscreen');
      },
      { rootMargin: START_MARGIN },
    );
    observer.observe(root);

    // Keyboard users reading a slide must not have it slide away; nor a reader whose pointer is on it.
    const onFocusIn = () => timer?.hold('focus');
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) timer?.release('focus');
    };
    // A mouse only: a tap also 'enters', and would hold the carousel until the next tap elsewhere.
    const onPointerEnter = (event: PointerEvent) => event.pointerType === 'mouse' && timer?.hold('pointer');
    const onPointerLeave = (event: PointerEvent) => event.pointerType === 'mouse' && timer?.release('pointer');
    const onVisibilityChange = () => (document.visibilityState === 'hidden' ? timer?.hold('hidden') : timer?.release('hidden'));
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    root.addEventListener('pointerenter', onPointerEnter);
    root.addEventListener('pointerleave', onPointerLeave);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      cancelled = true;
      observer.disconnect();
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      root.removeEventListener('pointerenter', onPointerEnter);
      root.removeEventListener('pointerleave', onPointerLeave);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      timer?.dispose();
      timerRef.current = null;
      instance?.destroy(true, false);
    };
  }, [id, label, slides, delay, speed, touchThreshold, reducedMotion]);

  if (reducedMotion) return null;
  return (
    <button type="button" className={`control-button ${styles.pause}`} onClick={() => setPausedByUser((paused) => !paused)} aria-pressed={pausedByUser}>
      {pausedByUser ? 'Play' : 'Pause'}
      <span className="visually-hidden"> {label}</span>
    </button>
  );
}
