import type { PageFlip } from 'page-flip';

// page-flip (unmaintained since 2021) restyles every page 60 times a second: 241 style recalculations and
// ~260 ms of main thread every 4 s on /Prospectus. Frames are drawn here only while something changes.

/** The part of page-flip's Render that is driven here (names as in page-flip 2.0.7). */
export interface FlipRender {
  render(time: number): void;
  /** The running turn, or null. */
  animation: object | null;
  /** The time of the last drawn frame: a turn's frames are counted from it. */
  timer: number;
}

/** Render's methods after which the book looks different and must be drawn again. */
export const REDRAWING_METHODS = [
  'startAnimation',
  'finishAnimation',
  'update',
  'reload',
  'setShadowData',
  'clearShadow',
  'setPageRect',
  'setDirection',
  'setRightPage',
  'setLeftPage',
  'setBottomPage',
  'setFlippingPage',
] as const;

/** Frames drawn after the last change: one for the change, one for what its drawing may move. */
const SETTLE_FRAMES = 2;

export interface FrameScheduler {
  request(callback: (time: number) => void): number;
  cancel(handle: number): void;
  now(): number;
}

const browserFrames: FrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
  now: () => performance.now(),
};

/** `wake` is for changes made outside Render's methods (pointer input on the book). */
export function drawOnDemand(render: FlipRender, frames: FrameScheduler = browserFrames): { wake: () => void; stop: () => void } {
  let handle = 0;
  let framesLeft = 0;
  let stopped = false;

  const tick = (time: number) => {
    handle = 0;
    // A frame's time is when the frame began, which can be before an input handled in it started a turn:
    // never hand page-flip a time before its turn's start (it would index the turn's frames at -1).
    render.render(Math.max(time, render.timer));
    framesLeft -= 1;
    if (render.animation !== null || framesLeft > 0) handle = frames.request(tick);
  };
  const wake = () => {
    if (stopped) return;
    framesLeft = SETTLE_FRAMES;
    if (handle === 0) handle = frames.request(tick);
  };

  const methods = render as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of REDRAWING_METHODS) {
    const original = methods[name];
    if (typeof original !== 'function') continue;
    methods[name] = function (this: unknown, ...args: unknown[]) {
      // A turn's frames are timed from the last drawn frame, which may be long ago: count from now.
      if (name === 'startAnimation') render.timer = frames.now();
      const result = original.apply(this, args);
      wake();
      return result;
    };
  }
  return {
    wake,
    stop: () => {
      stopped = true;
      if (handle !== 0) frames.cancel(handle);
      handle = 0;
    },
  };
}

const INSTALLED = Symbol.for('kvns.pageFlip.drawOnDemand');
const POINTER_EVENTS = ['mousedown', 'mousemove', 'mouseup', 'mouseleave', 'touchstart', 'touchmove', 'touchend'] as const;

/** page-flip's own loop, started inside `loadFromHTML`, is never scheduled. */
export function installDrawOnDemand(PageFlipClass: typeof PageFlip): void {
  const proto = PageFlipClass.prototype as PageFlip & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const { loadFromHTML, clear, destroy } = proto;
  const drawing = new WeakMap<object, () => void>();

  proto.loadFromHTML = function (items) {
    // Render.start asks for its first frame synchronously, here; every later frame from that frame.
    const request = window.requestAnimationFrame;
    window.requestAnimationFrame = () => 0;
    try {
      loadFromHTML.call(this, items);
    } finally {
      window.requestAnimationFrame = request;
    }
    const { wake, stop } = drawOnDemand(this.getRender() as FlipRender);
    const element = this.getUI()?.getDistElement();
    for (const type of POINTER_EVENTS) element?.addEventListener(type, wake, { passive: true });
    drawing.set(this, () => {
      stop();
      for (const type of POINTER_EVENTS) element?.removeEventListener(type, wake);
    });
    wake();
  };
  proto.clear = function () {
    drawing.get(this)?.();
    clear.call(this);
  };
  proto.destroy = function () {
    drawing.get(this)?.();
    destroy.call(this);
  };
}
