import Img from '@/components/ui/Img';
import { SCHOOL } from '@/lib/content/school';

/** The school crest; a vector, so one file serves every size. */
export default function Logo({ size }: { size: number }) {
  return <Img src="/images/logo.svg" alt={`${SCHOOL.shortName} logo`} width={size} height={size} />;
}
