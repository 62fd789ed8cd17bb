/** Heavy work awaited behind this no longer holds back the paint that answers a tap. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
