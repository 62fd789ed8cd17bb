import type { MetadataRoute } from 'next';
import { SCHOOL } from '@/lib/content/school';
import { HOME_PATH } from '@/lib/http/routes';

/** Lets a parent add the site to a phone's home screen. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: SCHOOL.name,
    short_name: SCHOOL.shortName,
    description: SCHOOL.description,
    start_url: HOME_PATH,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#12355b',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
