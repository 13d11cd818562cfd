import type { MetadataRoute } from 'next';
import { BASE_PATH } from '@/lib/i18n/routing';
import { loadSiteConfig } from '@/lib/site/site-config';

/**
 * The web app manifest (/manifest.webmanifest): the product's name from the site configuration, its start page
 * (the sports home) and its icons, so a bettor can add it to a phone's home screen.
 */
export const dynamic = 'force-dynamic';

export default function manifest(): MetadataRoute.Manifest {
  const site = loadSiteConfig();
  return {
    name: site.name,
    short_name: site.name.length > 12 ? (site.name.split(/\s+/)[0] ?? site.name) : site.name,
    start_url: BASE_PATH,
    scope: '/',
    display: 'standalone',
    background_color: '#f3f5f7',
    theme_color: '#0f1f2e',
    icons: [
      { src: '/icon.svg', type: 'image/svg+xml', sizes: 'any' },
      { src: '/site-assets/icon-192.png', type: 'image/png', sizes: '192x192' },
      { src: '/site-assets/icon-512.png', type: 'image/png', sizes: '512x512' },
    ],
  };
}
