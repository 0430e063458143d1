/** The sitemap's addresses: the index robots.txt names, and the files it lists. */
export const SITEMAP_PATH = '/sitemap.xml';
export const SHOP_SITEMAP_PATH = '/sitemaps/shop.xml';
export const SELLERS_SITEMAP_PATH = '/sitemaps/sellers.xml';
export const productSitemapPath = (file: number) => `/sitemaps/products-${file}.xml`;
