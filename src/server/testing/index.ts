/** What API tests share, from one place: the app, its people, their orders and payments, the live socket. */
export * from './chat';
export * from './gateway-pages';
export * from './ledger';
export * from './orders';
export * from './parts';
export * from './payment-outcomes';
export * from './payment-rush';
export * from './payouts';
export * from './race-app';
export * from './realtime-listener';
export * from './second-instance';
export * from './served-image';
export * from './shop';
export * from './shop-app';
export * from './test-app';
export * from './xml';
