import type { Metadata } from 'next';
import Splash from '@/components/splash/Splash';
import { SCHOOL } from '@/lib/content/school';
import { pageMetadata } from '@/lib/seo';

// Served at / to a browser that sends Save-Data (proxy.ts); search engines know the splash by its own address.
export const metadata: Metadata = pageMetadata({ title: `${SCHOOL.name}, Mumbai`, absoluteTitle: true, description: SCHOOL.description, path: '/', noIndex: true });

export default function LightSplashPage() {
  return <Splash video={false} />;
}
