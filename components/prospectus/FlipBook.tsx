'use client';

import { useReducedMotion } from '@/components/ui/useReducedMotion';
import Img from '@/components/ui/Img';
import dynamic from 'next/dynamic';
import { useRef, useState, type KeyboardEvent } from 'react';
import { FLIP_BOOK, PAGE_IMAGE, type ProspectusPage } from '@/lib/content/prospectus';
import styles from './FlipBook.module.css';
import marks from '@/components/ui/Marks.module.css';

// page-flip measures the DOM, so it runs in the browser only; its code loads with this route alone, patched
// to draw only when the book changes (drawOnDemand.ts).
const HTMLFlipBook = dynamic(() => import('./pageFlipOnDemand'), { ssr: false, loading: () => null });

/** One `sizes` for the stand-in and the book's pages, so both pick the same file. */
const PAGE_SIZES = '(max-width: 700px) 100vw, 600px';

interface PageFlipApi {
  flipNext: () => void;
  flipPrev: () => void;
  turnToPage: (index: number) => void;
  getPageCount: () => number;
  getSettings: () => { flippingTime: number };
}

/** Below this frame rate a turn is a jump, not an animation: a turn drawn at 10 frames a second reads as broken. */
const SMOOTH_ENOUGH_FPS = 30;

/** Until the book is ready the cover stands in its place at the same size, so nothing shifts. */
export default function FlipBook({ pages }: { pages: ProspectusPage[] }) {
  const book = useRef<{ pageFlip: () => PageFlipApi | undefined } | null>(null);
  const [page, setPage] = useState(0);
  // The page asked for before the book was ready, turned to once it is: an early tap is kept, not lost.
  const requested = useRef(0);
  const [ready, setReady] = useState(false);
  const reducedMotion = useReducedMotion();
  const api = () => book.current?.pageFlip();
  const last = pages.length - 1;

  const turnTo = (target: number) => {
    const next = Math.max(0, Math.min(last, target));
    const flip = ready ? api() : undefined;
    if (!flip) {
      requested.current = next;
      setPage(next);
    } else if (next === page + 1) flip.flipNext();
    else if (next === page - 1) flip.flipPrev();
    else flip.turnToPage(next);
  };

  const onInit = () => {
    setReady(true);
    const flip = api();
    if (flip && requested.current > 0) flip.turnToPage(requested.current);
  };

  // A device that draws a turn at under SMOOTH_ENOUGH_FPS (a cheap phone) turns the next pages at once.
  const turnStarted = useRef<{ at: number; frames: number } | null>(null);
  const onChangeState = (event: { data: string }) => {
    const flip = api();
    if (!flip || reducedMotion) return;
    if (event.data === 'flipping' && !turnStarted.current) {
      const turn = { at: performance.now(), frames: 0 };
      turnStarted.current = turn;
      const count = () => {
        turn.frames += 1;
        if (turnStarted.current === turn) requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
    } else if (event.data === 'read' && turnStarted.current) {
      const { at, frames } = turnStarted.current;
      turnStarted.current = null;
      const seconds = (performance.now() - at) / 1000;
      if (seconds > 0.2 && frames / seconds < SMOOTH_ENOUGH_FPS) flip.getSettings().flippingTime = 1;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const actions: Record<string, () => void> = {
      ArrowRight: () => turnTo(page + 1),
      ArrowLeft: () => turnTo(page - 1),
      Home: () => turnTo(0),
      End: () => turnTo(last),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  // Until the book is ready it is stood in for by the page asked for (the cover, unless a tap came early).
  const shown = pages[page] ?? pages[0]!;
  return (
    <div className={styles.wrapper}>
      <div
        className={styles.stage}
        role="region"
        aria-roledescription="flip-book"
        aria-label="Prospectus"
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-ready={ready}
      >
        {!ready ? (
          <div className={styles.placeholder}>
            <Img
              src={shown.src}
              alt={page === 0 ? `Prospectus cover: ${shown.title}` : `Page ${shown.number}: ${shown.title}`}
              width={PAGE_IMAGE.width}
              height={PAGE_IMAGE.height}
              sizes={PAGE_SIZES}
              lcp={page === 0}
            />
          </div>
        ) : null}
        <HTMLFlipBook
          ref={book}
          className={styles.book ?? ''}
          style={{}}
          startPage={0}
          size="stretch"
          width={FLIP_BOOK.width}
          height={FLIP_BOOK.height}
          minWidth={FLIP_BOOK.minWidth}
          maxWidth={FLIP_BOOK.maxWidth}
          minHeight={FLIP_BOOK.minHeight}
          maxHeight={FLIP_BOOK.maxHeight}
          drawShadow
          flippingTime={reducedMotion ? 1 : FLIP_BOOK.flippingTime}
          usePortrait
          startZIndex={0}
          autoSize
          maxShadowOpacity={0.5}
          showCover
          mobileScrollSupport
          clickEventForward
          useMouseEvents
          swipeDistance={FLIP_BOOK.swipeDistance}
          showPageCorners={!reducedMotion}
          disableFlipByClick={false}
          onInit={onInit}
          onChangeState={onChangeState}
          onFlip={(event: { data: number }) => setPage(event.data)}
        >
          {pages.map((item) => (
            <div key={item.number} className={styles.page}>
              {/* The optimiser's srcset, sized as the cover stand-in: page 1 is the stand-in's own file, already
                  loaded, and every page weighs a fraction of its JPEG. A bare <img> (no wrapper), which the
                  book can clone and transform. */}
              <Img src={item.src} alt={`Page ${item.number}: ${item.title}`} width={PAGE_IMAGE.width} height={PAGE_IMAGE.height} sizes={PAGE_SIZES} loading={item.number <= 3 ? 'eager' : 'lazy'} draggable={false} />
            </div>
          ))}
        </HTMLFlipBook>
      </div>
      {/* Without scripts the book cannot turn: the text version below holds every page. */}
      <div className={styles.controls} data-needs-scripts>
        <button type="button" className={`button ${marks.back}`} onClick={() => turnTo(page - 1)} disabled={page === 0}>
          Previous page
        </button>
        <p className={styles.counter} aria-live="polite">
          Page {page + 1} of {pages.length}
        </p>
        <button type="button" className={`button ${marks.forward}`} onClick={() => turnTo(page + 1)} disabled={page >= last}>
          Next page
        </button>
      </div>
    </div>
  );
}
