// A test's own CONTENT_OVERLAY_DIR (or none), whatever overlay the run has (the suite's full school), which
// comes back afterwards.
export function withOverlay<T>(dir: string | undefined, run: () => T): T {
  const before = process.env.CONTENT_OVERLAY_DIR;
  if (dir === undefined) delete process.env.CONTENT_OVERLAY_DIR;
  else process.env.CONTENT_OVERLAY_DIR = dir;
  try {
    return run();
  } finally {
    if (before === undefined) delete process.env.CONTENT_OVERLAY_DIR;
    else process.env.CONTENT_OVERLAY_DIR = before;
  }
}
