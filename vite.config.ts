import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

const catalogModules = new RegExp(
  [
    String.raw`src[\/]domain[\/](api-paths|product-sort|product-condition|product-condition-texts|image-url|money)\.ts$`,
    String.raw`src[\/]web[\/]components[\/](add-to-cart-button|condition-badges|product-image|save-heart|skeleton)\.tsx?$`,
    String.raw`@mantine[\/]core[\/]esm[\/].*[\/](create-safe-context|get-base-value|use-uncontrolled)\.mjs$`,
  ].join('|'),
);

const itemModules = new RegExp(
  [
    String.raw`src[\/]domain[\/](product-status|rating)\.ts$`,
    String.raw`src[\/]web[\/]api[\/]product\.ts$`,
    String.raw`src[\/]web[\/]components[\/]status-badge\.tsx$`,
    String.raw`@tabler[\/]icons-react[\/].*[\/]IconMessageCircle\.mjs$`,
  ].join('|'),
);

/** The words of every screen's failures, and the texts they are made of (web/api/error-contexts.ts). */
const errorTextModules = new RegExp(
  [
    String.raw`src[\/]web[\/]api[\/]error-contexts\.ts$`,
    String.raw`src[\/]domain[\/](account|cart|checkout|product|review|saved-item|seller-product)-texts\.ts$`,
    String.raw`src[\/]domain[\/]format-date\.ts$`,
  ].join('|'),
);

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * Moves the app's stylesheets from <head> to the body, after index.html's inline shell. In <head> they block the first
 * paint, and on a slow link the shell would stay invisible until ~250 KB of CSS arrived; in the body only what
 * follows them waits. The app's module script still waits for them, so React never paints unstyled.
 */
function stylesheetsAfterShell(): Plugin {
  const stylesheet = /\s*<link rel="stylesheet"[^>]*>/g;
  return {
    name: 'stylesheets-after-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const links = html.match(stylesheet) ?? [];
        return html.replace(stylesheet, '').replace('<!-- app stylesheets -->', links.join('').trim());
      },
    },
  };
}

/**
 * Lets the build leave out what the app never uses of React Router: its Link, NavLink and Form with the framework
 * mode's prefetching they bring, its data router's boundaries. React Router ships as one module whose components
 * are made by calls to React (forwardRef, createContext, memo) that are not marked pure, and then named for React's
 * developer tools: a bundler must keep such statements, and with them every component, used or not. The calls are
 * marked pure and the names dropped, as a production build has no developer tools to show them.
 */
function routerTreeShaking(): Plugin {
  const routerModule = /[/]react-router[/]dist[/]production[/][^/]+\.mjs$/;
  const reactCall = /= (React\d*)\.(forwardRef|createContext|memo)\(/g;
  const displayName = /^\w+\.displayName = "[^"]*";$/gm;
  return {
    name: 'router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!routerModule.test(id)) return null;
      // Within lines only, so that the code keeps its place and its source map stays true.
      return {
        code: code.replace(reactCall, '= /* @__PURE__ */ $1.$2(').replace(displayName, ''),
        map: null,
      };
    },
  };
}

/**
 * The server's drawing of the landing pages (render-page.tsx, server/web/server-drawn.ts): the same components as
 * the browser's, for Node, with the packages left to node_modules. Its CSS class names are the browser build's.
 */
const serverDrawing = {
  outDir: '../../dist/ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: true,
  rolldownOptions: { output: { entryFileNames: 'render-page.js' } },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/web',
  plugins: [react(), stylesheetsAfterShell(), routerTreeShaking()],
  resolve: {
    // React Router's package points every bundler at its development build (warnings included); only its own
    // framework plugin switches to the production one, so a plain Vite build must ask for it.
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: isSsrBuild
    ? serverDrawing
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        // Maps stay beside the build for reading production stack traces; no script points to them and the
        // server refuses to send them.
        sourcemap: 'hidden' as const,
        manifest: true,
        rolldownOptions: {
          output: {
            // Everything the entry imports statically is one file with it. Left to itself, Rolldown splits the
            // modules the entry shares with lazy pages into a dozen small files: each is one more request on a
            // slow link, and compressed apart they weigh more.
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'] },
                // What the shop and the item page both draw with (a card's picture and Add to Cart, the
                // listing's address), one file for both: apart, Rolldown makes a dozen files of a few hundred
                // bytes each, every one a request on a slow link before the page can draw.
                { name: 'catalog', test: catalogModules },
                // What the item page draws with beside them (the product's read, its status badge and its rating's
                // words), one file: other pages share each of them, which would split them apart.
                { name: 'item', test: itemModules },
                // The failures' words, one file: Add to Cart's work and the heart's load it when first pressed, and
                // apart its texts were a dozen small files, each one more name the shop's first load must list to
                // fetch them with that work.
                { name: 'error-texts', test: errorTextModules },
              ],
            },
          },
        },
      },
  server: {
    port: 3000,
    proxy: {
      '/api': { target: `http://localhost:${apiPort}`, ws: true },
      '/images': `http://localhost:${apiPort}`,
      // What search engines read, answered by the server as in production.
      '/robots.txt': `http://localhost:${apiPort}`,
      '/sitemap.xml': `http://localhost:${apiPort}`,
      '/sitemaps': `http://localhost:${apiPort}`,
      // The gateway simulators' pages and API (development only).
      '/dev-gateways': `http://localhost:${apiPort}`,
    },
  },
}));
