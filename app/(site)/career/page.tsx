import type { Metadata } from 'next';
import CareerPageContent from '@/components/forms/CareerPageContent';
import { CAREER_INTRO } from '@/lib/content/pageIntros';
import { pageMetadata } from '@/lib/site/seo';

export const metadata: Metadata = pageMetadata(CAREER_INTRO);

export default function CareerPage() {
  return <CareerPageContent />;
}
