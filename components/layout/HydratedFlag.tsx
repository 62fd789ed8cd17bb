'use client';

import { useEffect } from 'react';

/** `<html data-hydrated>`: a public signal for tests and live-island scripts, instead of React's private keys. */
export default function HydratedFlag() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
