import type { Metadata } from 'next';
import Splash from '@/components/splash/Splash';
import { SCHOOL } from '@/lib/content/school';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({ title: `${SCHOOL.name}, Mumbai`, absoluteTitle: true, description: SCHOOL.description, path: '/' });

export default function SplashPage() {
  return <Splash video />;
}
