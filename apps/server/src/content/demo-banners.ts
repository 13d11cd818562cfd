import type { ContentBanner } from '@sportsbook/contract/content/banner-calls';

/**
 * The demo site's banner slots (apps/web/sites/demo.json places the `sidebar` slot in its right sidebar):
 * written once on first start, then the operator's to edit through the operator API.
 */
export const DEMO_BANNER_SLOTS: Readonly<Record<string, readonly ContentBanner[]>> = {
  sidebar: [
    {
      id: 'bet-in-play',
      title: {
        en: 'Bet in play',
        de: 'Live wetten',
        es: 'Apuesta en vivo',
        'pt-BR': 'Aposte ao vivo',
        tr: 'Canlı bahis yap',
        ar: 'راهن مباشرة',
      },
      text: {
        en: 'Odds move with every attack. Follow the matches live.',
        de: 'Die Quoten bewegen sich mit jedem Angriff. Verfolgen Sie die Spiele live.',
        es: 'Las cuotas cambian con cada ataque. Sigue los partidos en vivo.',
        'pt-BR': 'As odds mudam a cada ataque. Acompanhe as partidas ao vivo.',
        tr: 'Oranlar her atakla değişir. Maçları canlı takip edin.',
        ar: 'تتغير الاحتمالات مع كل هجمة. تابع المباريات مباشرة.',
      },
      image_url: '/site-assets/demo/live-banner.jpg',
      href: '/live',
      link_label: {
        en: 'Go to live',
        de: 'Zu Live',
        es: 'Ir a en vivo',
        'pt-BR': 'Ir para ao vivo',
        tr: 'Canlıya git',
        ar: 'انتقل إلى المباشر',
      },
    },
  ],
};
