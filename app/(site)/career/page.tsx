import type { Metadata } from 'next';
import CareerPageContent from '@/components/forms/CareerPageContent';
import { CAREER_INTRO } from '@/lib/content/pageIntros';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata(CAREER_INTRO);

export default function CareerPage() {
  return <CareerPageContent />;
}
