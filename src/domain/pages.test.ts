import { describe, expect, it } from 'vitest';
import { matchPage } from './match-page';
import { documentTitle } from './page-heads';
import { type PageKey, pageKeys, pages } from './pages';

/** An address of each page, as its builder makes it. */
const built: Record<PageKey, string> = {
  home: pages.home.path(),
  shop: pages.shop.path(),
  subcategory: pages.subcategory.path(12),
  shopCategories: pages.shopCategories.path(),
  item: pages.item.path(7),
  login: pages.login.path(),
  forgotPassword: pages.forgotPassword.path(),
  resetPassword: pages.resetPassword.path('a+b/c'),
  devMail: pages.devMail.path(),
  profile: pages.profile.path(),
  saved: pages.saved.path(),
  messenger: pages.messenger.path(),
  sellerDashboard: pages.sellerDashboard.path(),
  myProducts: pages.myProducts.path(),
  sellerOrders: pages.sellerOrders.path(),
  sellerBalance: pages.sellerBalance.path(),
  sellerPayouts: pages.sellerPayouts.path(),
  sellerProfile: pages.sellerProfile.path('Xy3_k-9'),
  adminDashboard: pages.adminDashboard.path(),
  allProducts: pages.allProducts.path(),
  sellersHub: pages.sellersHub.path(),
  pendingSellers: pages.pendingSellers.path(),
  totalSellers: pages.totalSellers.path(),
  categories: pages.categories.path(),
  allOrders: pages.allOrders.path(),
  adminMoney: pages.adminMoney.path(),
  auditLog: pages.auditLog.path(),
  payoutsQueue: pages.payoutsQueue.path(),
  adminDisputes: pages.adminDisputes.path(),
  adminReports: pages.adminReports.path(),
  addProduct: pages.addProduct.path(),
  updateProduct: pages.updateProduct.path(5),
  orderReview: pages.orderReview.path(),
  payment: pages.payment.path(3, 9),
  myOrders: pages.myOrders.path(),
  order: pages.order.path(4),
};

const pathname = (address: string) => new URL(address, 'http://campus.test').pathname;

describe('the table of pages', () => {
  it.each(pageKeys)('matches what the builder of %s builds', (key) => {
    expect(matchPage(pathname(built[key]))?.key).toBe(key);
  });

  it('gives each page its own pattern', () => {
    const patterns = pageKeys.map((key) => pages[key].pattern.toLowerCase());
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('builds the addresses the app has always used', () => {
    expect(built).toMatchObject({
      home: '/',
      subcategory: '/shop/12',
      item: '/item/7',
      resetPassword: '/reset-password?token=a%2Bb%2Fc',
      updateProduct: '/update-product/5',
      payment: '/payment?order=3&payment=9',
      order: '/showOrder/4',
    });
    expect(pages.shop.path({ q: 'desk lamp & fan' })).toBe('/shop?q=desk+lamp+%26+fan');
    expect(pages.login.path({ confirmed: true })).toBe('/login?confirmed=1');
    expect(pages.login.path({ confirmed: true, error: 'link_replaced' })).toBe(
      '/login?confirmed=1&error=link_replaced',
    );
  });

  it('opens the messenger on a conversation or a subject', () => {
    expect(pages.messenger.path({ conversation: 12 })).toBe('/messenger?c=12');
    expect(pages.messenger.path({ about: 'product', productId: 5 })).toBe('/messenger?product=5');
    expect(pages.messenger.path({ about: 'order-part', deliveryId: 7 })).toBe('/messenger?part=7');
    expect(pages.messenger.path({ about: 'person', userId: 'a b' })).toBe('/messenger?with=a%20b');
  });

  it('reads the parameters the builders put in the path', () => {
    expect(matchPage(built.subcategory)).toEqual({ key: 'subcategory', params: { subcategoryId: '12' } });
    expect(matchPage(built.item)).toEqual({ key: 'item', params: { id: '7' } });
    expect(matchPage(built.updateProduct)).toEqual({ key: 'updateProduct', params: { id: '5' } });
    expect(matchPage(built.order)).toEqual({ key: 'order', params: { id: '4' } });
  });
});

describe('matchPage', () => {
  it('matches paths as the web router does', () => {
    expect(matchPage('/')).toEqual({ key: 'home', params: {} });
    expect(matchPage('/shop/')).toEqual({ key: 'shop', params: {} });
    expect(matchPage('/Shop')).toEqual({ key: 'shop', params: {} });
    expect(matchPage('/admin/sellers/pending')?.key).toBe('pendingSellers');
    expect(matchPage('/item/a%20b')?.params).toEqual({ id: 'a b' });
    expect(matchPage('/item')).toBeNull();
    expect(matchPage('/item/7/more')).toBeNull();
    expect(matchPage('/nowhere')).toBeNull();
  });
});

describe('documentTitle', () => {
  it('names the tab after the page and the site', () => {
    expect(documentTitle('Shop')).toBe('Shop · Campus Market');
    expect(documentTitle(null)).toBe('Campus Market');
  });
});
