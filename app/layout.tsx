import type { ReactNode } from 'react';
import SiteDocument, { SITE_METADATA, SITE_VIEWPORT } from '@/components/layout/SiteDocument';

export const metadata = SITE_METADATA;
export const viewport = SITE_VIEWPORT;

export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
