import type { RealtimeEvent } from '../../domain/realtime';
import { REALTIME_PATH, REALTIME_RECONNECT_DELAYS_MS } from '../../domain/realtime-socket';

// The events' schema (and zod with it) loads with the first listener: a visitor never opens the socket.
const realtimeModule = () => import('../../domain/realtime');
let parseEvent: ((data: string) => RealtimeEvent | null) | undefined;

/**
 * One WebSocket per tab, shared by every screen that listens. It is open while someone listens and
 * reconnects after 1, 2, 5 then every 10 s (SPEC section 9's realtime defaults).
 */
type MessageListener = (event: RealtimeEvent) => void;
type StatusListener = () => void;

const messageListeners = new Set<MessageListener>();
const statusListeners = new Set<StatusListener>();
let socket: WebSocket | null = null;
let connected = false;
let attempt = 0;
let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

export function isRealtimeConnected(): boolean {
  return connected;
}

export function subscribeToRealtimeStatus(listener: StatusListener): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

export function listenToRealtime(listener: MessageListener): () => void {
  messageListeners.add(listener);
  if (messageListeners.size === 1) open();
  return () => {
    messageListeners.delete(listener);
    if (messageListeners.size === 0) close();
  };
}

function setConnected(next: boolean) {
  if (connected === next) return;
  connected = next;
  for (const listener of statusListeners) listener();
}

function open() {
  clearTimeout(reconnectTimer);
  if (!parseEvent) {
    // Opens once the module is here, if someone still listens and nothing opened meanwhile; a module that cannot
    // load is a connection that failed, tried again later.
    realtimeModule().then(
      (loaded) => {
        parseEvent = loaded.parseRealtimeEvent;
        if (messageListeners.size > 0 && !socket) open();
      },
      () => scheduleReconnect(),
    );
    return;
  }
  const parse = parseEvent;
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const current = new WebSocket(`${scheme}://${window.location.host}${REALTIME_PATH}`);
  socket = current;
  current.onmessage = (event) => {
    const message = typeof event.data === 'string' ? parse(event.data) : null;
    // Connected once the server has subscribed the socket: a screen reading again on connecting then misses
    // nothing sent between the socket opening and the server reading its session.
    if (message?.type === 'subscribed') {
      attempt = 0;
      setConnected(true);
      return;
    }
    if (message) for (const listener of messageListeners) listener(message);
  };
  current.onclose = () => {
    if (socket !== current) return;
    socket = null;
    setConnected(false);
    scheduleReconnect();
  };
}

function scheduleReconnect() {
  if (messageListeners.size === 0) return;
  const delay = REALTIME_RECONNECT_DELAYS_MS[Math.min(attempt, REALTIME_RECONNECT_DELAYS_MS.length - 1)];
  attempt += 1;
  reconnectTimer = setTimeout(open, delay);
}

function close() {
  clearTimeout(reconnectTimer);
  const current = socket;
  socket = null;
  attempt = 0;
  setConnected(false);
  if (!current) return;
  // Closing a socket that is still connecting logs a browser error; let it finish, then close.
  if (current.readyState === WebSocket.CONNECTING) current.onopen = () => current.close();
  else current.close();
}
