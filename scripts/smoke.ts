import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openRuntime } from '../src/server/runtime';
import { seedDemo } from '../src/server/seed/demo-seed';

const t0 = Date.now();
const config = loadConfig({ ...process.env, DATA_DIR: '/tmp/smoke-data', LOG_LEVEL: 'warn' });
const rt = await openRuntime(config);
console.log('runtime', Date.now() - t0);
console.log(await seedDemo(rt.database.db, rt.images), Date.now() - t0);
const app = await buildApp({ config, ...rt, webRoot: null });
let r = await app.inject('/api/products?pageSize=3');
console.log(r.statusCode, r.body.slice(0, 400));
r = await app.inject({
  method: 'POST',
  url: '/api/auth/sign-in/email',
  payload: { email: 'buyer@campus.test', password: 'campus123' },
});
console.log(r.statusCode, r.body.slice(0, 300), r.headers['set-cookie']);
const cookie = String(r.headers['set-cookie']).split(';')[0];
r = await app.inject({ url: '/api/auth/get-session', headers: { cookie } });
console.log(r.statusCode, r.body.slice(0, 300));
await app.close();
await rt.close();
