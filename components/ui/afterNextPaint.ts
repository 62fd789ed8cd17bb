/**
 * Resolves once the browser has painted the frame after the current task: heavy work awaited behind it
 * no longer holds back the paint that answers a tap.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
