/** Why a carousel is held still. It turns on its own only while none applies. */
export type AutoplayHold = 'user' | 'pointer' | 'touch' | 'focus' | 'offscreen' | 'hidden';

/**
 * The carousels' autoplay: one timeout per turn, instead of Swiper's Autoplay module, which runs a
 * requestAnimationFrame loop for as long as it plays (to report the time left) and so made the home page
 * render a frame 60 times a second while nothing moved: 95 to 113 ms of main thread a second here, and a
 * cheap phone's battery.
 */
export class AutoplayTimer {
  private readonly holds = new Set<AutoplayHold>();
  private timeout: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  /**
   * @param advance turns to the next slide
   * @param delay ms from the start of one turn (or any slide change) to the start of the next
   */
  private readonly advance: () => void;
  private readonly delay: number;

  constructor(advance: () => void, delay: number) {
    this.advance = advance;
    this.delay = delay;
  }

  get playing(): boolean {
    return !this.disposed && this.holds.size === 0;
  }

  hold(reason: AutoplayHold): void {
    this.holds.add(reason);
    this.clear();
  }

  /** The last hold released, the next turn is a whole delay away, so nothing moves the moment a pointer leaves. */
  release(reason: AutoplayHold): void {
    if (!this.holds.delete(reason)) return;
    this.restart();
  }

  /** Call on every slide change, the visitor's too: the next turn comes a whole delay after it. */
  restart(): void {
    this.clear();
    if (!this.playing) return;
    this.timeout = setTimeout(() => {
      this.timeout = undefined;
      this.advance();
    }, this.delay);
  }

  dispose(): void {
    this.disposed = true;
    this.clear();
  }

  private clear(): void {
    if (this.timeout !== undefined) clearTimeout(this.timeout);
    this.timeout = undefined;
  }
}
