// Makes the splash's short looping intro video (public/media/intro.webm and .mp4, with a soft tone as
// its audio) and its poster from generated frames. Needs ffmpeg (apt-get install -y ffmpeg); the
// outputs are committed, so only a change of the video needs this. Run: node scripts/make-intro-video.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WIDTH = 960;
const HEIGHT = 540;
const FPS = 12;
const SECONDS = 6;

/** A sunrise over hills: the sun climbs and the sky warms, then it loops. */
function frame(index) {
  const t = index / (FPS * SECONDS);
  const sunY = HEIGHT * (0.75 - 0.45 * Math.sin(Math.PI * t));
  const warmth = Math.round(120 + 100 * Math.sin(Math.PI * t));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b2440"/><stop offset="1" stop-color="rgb(${warmth + 35},${warmth},120)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${WIDTH * 0.62}" cy="${sunY.toFixed(1)}" r="58" fill="#f2c14e"/>
    <path d="M0 ${HEIGHT} L0 ${HEIGHT * 0.66} Q ${WIDTH * 0.3} ${HEIGHT * 0.5} ${WIDTH * 0.6} ${HEIGHT * 0.68} T ${WIDTH} ${HEIGHT * 0.62} L${WIDTH} ${HEIGHT} Z" fill="#12355b"/>
    <path d="M0 ${HEIGHT} L0 ${HEIGHT * 0.8} Q ${WIDTH * 0.45} ${HEIGHT * 0.68} ${WIDTH} ${HEIGHT * 0.82} L${WIDTH} ${HEIGHT} Z" fill="#0b2440"/>
  </svg>`;
}

const frames = fs.mkdtempSync(path.join(os.tmpdir(), 'intro-'));
for (let index = 0; index < FPS * SECONDS; index += 1) {
  await sharp(Buffer.from(frame(index))).png().toFile(path.join(frames, `f${String(index).padStart(4, '0')}.png`));
}
const media = path.join(root, 'public/media');
fs.mkdirSync(media, { recursive: true });
const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', path.join(frames, 'f%04d.png'), '-f', 'lavfi', '-i', `sine=frequency=262:duration=${SECONDS}`, '-af', 'volume=0.15', '-shortest'];
execFileSync('ffmpeg', [...input, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '45', '-row-mt', '1', '-c:a', 'libopus', '-b:a', '24k', path.join(media, 'intro.webm')]);
execFileSync('ffmpeg', [...input, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-crf', '32', '-preset', 'slow', '-movflags', '+faststart', '-c:a', 'aac', '-b:a', '32k', path.join(media, 'intro.mp4')]);
await sharp(Buffer.from(frame(FPS * SECONDS * 0.5))).jpeg({ quality: 70, mozjpeg: true }).toFile(path.join(media, 'intro-poster.jpg'));
fs.rmSync(frames, { recursive: true });
for (const file of ['intro.webm', 'intro.mp4', 'intro-poster.jpg']) console.log(`public/media/${file}: ${fs.statSync(path.join(media, file)).size} bytes`);
