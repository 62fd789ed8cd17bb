import type { Metadata, Viewport } from 'next';
import type { CSSProperties, ReactNode } from 'react';
import { settings } from '@/lib/server/settings';
import { SCHOOL } from '@/lib/content/school';
import { headingFallbackStack, headingFont } from './fonts';
import { HEAD_SCRIPT } from './headScript';
import HydratedFlag from './HydratedFlag';
import FieldVitals from '@/components/observability/FieldVitals';
import './globals.css';

const { siteUrl, vitalsSampleRate } = settings;

export const SITE_METADATA: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: SCHOOL.name, template: `%s | ${SCHOOL.shortName}` },
  description: SCHOOL.description,
  applicationName: SCHOOL.name,
};

export const SITE_VIEWPORT: Viewport = {
  themeColor: '#12355b',
  width: 'device-width',
  initialScale: 1,
};

/** The <html> document every page is drawn in: the root layout's, and the 404 page's, which has none. */
export default function SiteDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={headingFont.variable} style={{ '--font-heading-fallback': headingFallbackStack } as CSSProperties}>
      {/* eslint-disable-next-line @next/next/no-head-element -- an App Router document: next/head is for the Pages Router. */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
      </head>
      <body>
        {/* React places these in <head>: the news feed, the events calendar and the site search, for readers, calendar apps and browsers. */}
        <link rel="alternate" type="application/rss+xml" title={`${SCHOOL.shortName} news and circulars`} href="/feed.xml" />
        <link rel="alternate" type="text/calendar" title={`${SCHOOL.shortName} school events`} href="/calendar.ics" />
        <link rel="search" type="application/opensearchdescription+xml" title={`${SCHOOL.shortName} site search`} href="/opensearch.xml" />
        {children}
        <HydratedFlag />
        {vitalsSampleRate > 0 && <FieldVitals sampleRate={vitalsSampleRate} />}
      </body>
    </html>
  );
}
