import { SITE_DESCRIPTION, SITE_NAME } from '../../../domain/page-heads';
import { pages } from '../../../domain/pages';

/** The logo's blue (src/web/public/favicon.svg): the phone's status bar and the icon's background. */
const BRAND_COLOR = '#1c7ed6';

/**
 * The web app manifest (W3C Web Application Manifest): what a phone needs to put Campus Market on its home screen
 * and open it like an app, without the browser's address bar, with shortcuts to the pages students come back to.
 * Icons: the logo at the sizes Android asks for, and a maskable one whose blue fills the square a launcher cuts to
 * its shape (drawn by scripts/make-icons.mjs).
 */
export function webAppManifest() {
  return {
    id: pages.home.path(),
    name: SITE_NAME,
    // A launcher shows about 12 characters under an icon; the name's 13 would be cut to "Campus Mar…".
    short_name: 'CampusMarket',
    description: SITE_DESCRIPTION,
    lang: 'en',
    start_url: pages.home.path(),
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_COLOR,
    background_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: 'Shop', url: pages.shop.path() },
      { name: 'My Orders', url: pages.myOrders.path() },
      { name: 'Messages', url: pages.messenger.path() },
    ].map((shortcut) => ({ ...shortcut, icons: [{ src: '/icon-192.png', sizes: '192x192' }] })),
  };
}
