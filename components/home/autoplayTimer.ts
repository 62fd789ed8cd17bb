/** Why a carousel is held still. It turns on its own only while none applies. */
export type AutoplayHold = 'user' | 'pointer' | 'touch' | 'focus' | 'offscreen' | 'hidden';

// Swiper's Autoplay runs a requestAnimationFrame loop while it plays, 95–113 ms of main thread a second
// here; one timeout per turn costs nothing between slides.
export class AutoplayTimer {
  private readonly holds = new Set<AutoplayHold>();
  private timeout: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  /** `delay`: ms from the start of one turn (or any slide change) to the next. */
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
