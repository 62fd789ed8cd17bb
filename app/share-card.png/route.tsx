// The picture link previews show until the office gives one (content/school.yaml, sharePicture): the
// school's name and the spec's facts on the site's colours, drawn at build. No photo is claimed as the school.
import { ImageResponse } from 'next/og';
import { SCHOOL } from '@/lib/content/school';
import { SHARE_CARD } from '@/lib/site/seo';

export const dynamic = 'force-static';

export function GET() {
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center', padding: '0 96px', background: '#12355b', color: '#ffffff' }}>
        <div style={{ fontSize: SCHOOL.name.length > 30 ? 64 : 96, fontWeight: 700, lineHeight: 1.1 }}>{SCHOOL.name}</div>
        <div style={{ marginTop: 32, height: 8, width: 160, background: '#f2c14e' }} />
        <div style={{ marginTop: 32, fontSize: 40 }}>{`An ${SCHOOL.board} school in Mumbai, founded in ${SCHOOL.foundingYear}`}</div>
      </div>
    ),
    { width: SHARE_CARD.width, height: SHARE_CARD.height },
  );
}
