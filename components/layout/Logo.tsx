import { CREST_SHAPES, CREST_VIEWBOX } from '@/lib/content/crest';
import { SCHOOL } from '@/lib/content/school';

/** The school crest, drawn inline: no request, and no separate SVG document to lay out. */
export default function Logo({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox={CREST_VIEWBOX} role="img" aria-label={`${SCHOOL.shortName} logo`} focusable="false">
      {CREST_SHAPES.map((shape) => (
        <path key={shape.d} d={shape.d} fill={shape.fill} stroke={shape.stroke} strokeWidth={shape.strokeWidth} strokeLinecap={shape.stroke ? 'round' : undefined} strokeLinejoin={shape.stroke ? 'round' : undefined} />
      ))}
    </svg>
  );
}
