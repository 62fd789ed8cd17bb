'use client';

import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`): a public signal for
 * end-to-end tests and for scripts that must act on live islands, instead of React's private keys.
 */
export default function HydratedFlag() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
