import { CREST_SHAPES, CREST_VIEWBOX } from '@/lib/content/crest';
import { INTRO_VIDEO } from '@/lib/content/home';
import { SCHOOL } from '@/lib/content/school';
import { HOME_PATH } from '@/lib/http/routes';

/** Text as HTML: what the school's name or tagline may hold never becomes markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The splash's look in a few rules (app/splash.module.css, without the video and the web font). */
const STYLE = `
html,body{margin:0}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.5}
main{position:relative;overflow:hidden;display:flex;min-height:100vh;flex-direction:column;align-items:center;justify-content:center;gap:1rem;padding:2rem 1rem;box-sizing:border-box;background:radial-gradient(circle at 50% 30%,#1f5c8f,#0b2440 70%);color:#fff;text-align:center}
.poster{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;opacity:.55}
.content{position:relative;display:flex;flex-direction:column;align-items:center;gap:1rem}
h1{margin:0;font-family:Georgia,"Times New Roman",serif;font-size:clamp(1.75rem,5vw,3rem)}
p{max-width:40rem;margin:0}
a{display:inline-flex;align-items:center;min-height:44px;padding:.6rem 1.25rem;border-radius:6px;background:#f2c14e;color:#0b2440;font-size:1.1rem;font-weight:600;text-decoration:none}
a:hover{background:#fff}
a:focus-visible{outline:3px solid #fff;outline-offset:3px}
`;

/** For `Save-Data: on`: one small HTML file, the poster instead of the video, and no script. */
export function lightSplashHtml(siteUrl: string): string {
  const crest = CREST_SHAPES.map(
    (shape) =>
      `<path d="${escapeHtml(shape.d)}" fill="${escapeHtml(shape.fill)}"${shape.stroke ? ` stroke="${escapeHtml(shape.stroke)}" stroke-width="${shape.strokeWidth ?? 1}" stroke-linecap="round" stroke-linejoin="round"` : ''}/>`,
  ).join('');
  const name = escapeHtml(SCHOOL.name);
  const description = escapeHtml(SCHOOL.description);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}, Mumbai</title>
<meta name="description" content="${description}">
<link rel="canonical" href="${escapeHtml(siteUrl)}/">
<link rel="icon" href="/favicon.ico">
<style>${STYLE}</style>
</head>
<body>
<main>
<img class="poster" src="${INTRO_VIDEO.poster}" width="${INTRO_VIDEO.posterWidth}" height="${INTRO_VIDEO.posterHeight}" alt="" fetchpriority="high">
<div class="content">
<svg width="120" height="120" viewBox="${CREST_VIEWBOX}" role="img" aria-label="${escapeHtml(SCHOOL.shortName)} logo" focusable="false">${crest}</svg>
<h1>${name}</h1>
<p>${description}</p>
<a href="${HOME_PATH}">Enter Website</a>
</div>
</main>
</body>
</html>
`;
}
