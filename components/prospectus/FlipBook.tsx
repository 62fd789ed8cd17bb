'use client';

import { useReducedMotion } from '@/components/ui/useReducedMotion';
import Img from '@/components/ui/Img';
import dynamic from 'next/dynamic';
import { useRef, useState, type KeyboardEvent } from 'react';
import { FLIP_BOOK, PAGE_IMAGE, type ProspectusPage } from '@/lib/content/prospectus';
import styles from './FlipBook.module.css';

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
}

/**
 * The prospectus as a book: drag a corner, swipe, click, use the arrow buttons or the arrow keys.
 * Until the book is ready the cover stands in its place at the same size, so nothing shifts.
 */
export default function FlipBook({ pages }: { pages: ProspectusPage[] }) {
  const book = useRef<{ pageFlip: () => PageFlipApi | undefined } | null>(null);
  const [page, setPage] = useState(0);
  const [ready, setReady] = useState(false);
  const reducedMotion = useReducedMotion();
  const api = () => book.current?.pageFlip();
  const last = pages.length - 1;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const actions: Record<string, () => void> = {
      ArrowRight: () => api()?.flipNext(),
      ArrowLeft: () => api()?.flipPrev(),
      Home: () => api()?.turnToPage(0),
      End: () => api()?.turnToPage(last),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const cover = pages[0]!;
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
            <Img src={cover.src} alt={`Prospectus cover: ${cover.title}`} width={PAGE_IMAGE.width} height={PAGE_IMAGE.height} sizes={PAGE_SIZES} lcp />
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
          onInit={() => setReady(true)}
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
      <div className={styles.controls}>
        <button type="button" className="button" onClick={() => api()?.flipPrev()} disabled={!ready || page === 0}>
          <span aria-hidden="true">←</span> Previous page
        </button>
        <p className={styles.counter} aria-live="polite">
          Page {page + 1} of {pages.length}
        </p>
        <button type="button" className="button" onClick={() => api()?.flipNext()} disabled={!ready || page >= last}>
          Next page <span aria-hidden="true">→</span>
        </button>
      </div>
    </div>
  );
}
