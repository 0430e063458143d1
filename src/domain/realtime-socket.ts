/** The realtime socket's address and timing, apart from the events' schemas (see realtime.ts). */
/** Path of the WebSocket; the session cookie authenticates it. */
export const REALTIME_PATH = '/api/realtime';
/** SPEC section 9: heartbeat 25 s; the server pings, the browser answers by itself. */
export const REALTIME_HEARTBEAT_MS = 25_000;
/** SPEC section 9: reconnect after 1, 2, 5 then 10 s. */
export const REALTIME_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;
