/**
 * Ordering: what happens to an order, from Pay Now to its last part handed over or given back. The one way in for
 * the rest of the server (other features, app.ts, the jobs, the seed and the test support); the files inside import
 * each other directly. It is the one index.ts of the app that re-exports, because it is a boundary, not a shortcut:
 * what is not named here is the module's own, and folder-cycles.test.ts refuses an import from outside that passes
 * it by.
 *
 * Its five folders depend on each other one way only (folder-cycles.test.ts checks it):
 *   checkout/    → fulfilment/, payment/, orders/   Pay Now's reservation, Pay, the buyer's Cancel, unpaid orders
 *   disputes/    → payment/, orders/               a problem reported with a delivered part, the seller's offer,
 *                                                  the buyer's acceptance and the administrator's queue and decision
 *   fulfilment/  → payment/, orders/               deliveries, meet-ups, part cancels, seller and admin order views
 *   payment/     → orders/                         gateway outcomes, completing a payment, held payments, refunds
 *   orders/                                        an order's rows as all of them change them: the payment lock,
 *                                                  releasing a reservation, restoring stock, opening its parts, and
 *                                                  the buyer's order views
 *
 * The gateway adapters stay in src/server/payments/, beside mail/ and storage/: they are clients of the outside
 * world (bKash's and SSLCommerz's HTTP APIs, their signatures and amounts) with no rule of ours, config.ts reads
 * their settings at start-up and the development gateways use them, none of which should depend on a feature.
 */

export { checkoutRoutes } from './checkout/routes';
export { awaitingPayment, findUnpaidOrders, heldQuantities } from './checkout/unpaid-orders';
export { adminDisputeRoutes } from './disputes/admin-routes';
export { disputeRoutes } from './disputes/routes';
export { adminOrderRoutes } from './fulfilment/admin-order-routes';
export { cancelPartRoute } from './fulfilment/cancel-part-route';
export { expireAllDueMeetUps } from './fulfilment/close-meet-ups';
export { deliveryRoutes } from './fulfilment/delivery-routes';
export { meetUpRoutes } from './fulfilment/meet-up-routes';
export { runPartDeadlines } from './fulfilment/part-deadlines';
export { sellerOrderRoutes } from './fulfilment/seller-order-routes';
export { expireAllDuePayments, type ReleasedOrder } from './orders/expire-payments';
export { type HandOverKey, handOverKeyOf } from './orders/hand-over-seal';
export { orderItemValues } from './orders/order-item-values';
export { type OrderPolicy, orderPolicyOf } from './orders/order-policy';
export { orderRoutes } from './orders/routes';
export { heldPaymentRoutes } from './payment/held-routes';
export type { PaymentDeps } from './payment/payment-deps';
export { reconcilePayments } from './payment/reconcile';
export { refreshRefunds } from './payment/refresh-refunds';
export { paymentReturnRoutes } from './payment/routes';
