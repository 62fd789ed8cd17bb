/** Frames the browser draws per second over `durationMs`, counted with requestAnimationFrame. */
export function framesPerSecond(durationMs: number): Promise<number> {
  return new Promise((resolve) => {
    let frames = 0;
    let start: number | undefined;
    const count = (time: number) => {
      start ??= time;
      frames += 1;
      if (time - start >= durationMs) resolve(((frames - 1) * 1000) / (time - start));
      else requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
  });
}
