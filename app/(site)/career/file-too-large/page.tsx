import type { Metadata } from 'next';
import CareerPageContent from '@/components/forms/CareerPageContent';
import { CAREER_INTRO } from '@/lib/content/pageIntros';
import { FILE_TOO_LARGE_STATE } from '@/lib/forms/formState';
import { pageMetadata } from '@/lib/site/seo';

export const metadata: Metadata = pageMetadata({ ...CAREER_INTRO, path: '/career/file-too-large', noIndex: true });

// proxy.ts sends a page post too large to read here; its body is never read, so nothing typed can come back.
export default function CareerFileTooLargePage() {
  return <CareerPageContent initialState={FILE_TOO_LARGE_STATE} />;
}
