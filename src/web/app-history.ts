import { useSyncExternalStore } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type Path,
  type To,
  useLocation,
} from 'react-router';

/**
 * The app's browser history. React Router's data router (createBrowserRouter) would bring loaders, actions,
 * fetchers and revalidation, none of which the app uses, at about a sixth of the first load's script; its plain
 * router takes this history instead, and two things the data router did are done here: telling whether a
 * navigation is under way, and holding one back until the person confirms (a payment in progress).
 */
const browserHistory =
  // A server drawing a page has no browser: there the shown page's address is the latest (see useLatest). Vite
  // writes the flag into each build, so the browser's leaves the memory history out.
  import.meta.env.SSR ? createMemoryHistory({ v5Compat: true }) : createBrowserHistory({ v5Compat: true });

type History = typeof browserHistory;
type Listener = Parameters<History['listen']>[0];

/** Asks before a navigation away: returns true to hold it, and is then handed what would let it go on. */
export type LeaveGuard = { holds: (from: Path, to: Path) => boolean; held: (proceed: () => void) => void };

const listeners = new Set<Listener>();
let guard: LeaveGuard | null = null;
/** A back or forward that was undone because the guard held it: its own undoing is not a navigation. */
let undoing = false;
/** Where the app is: on a back or forward, the browser's address has already moved on. */
let shown: Path = browserHistory.location;

/** Runs `go` unless the guard holds the way to `to`; a held navigation runs when the guard lets it go on. */
function guarded(to: To, go: () => void) {
  const current = guard;
  if (!current?.holds(shown, browserHistory.encodeLocation(to))) return go();
  current.held(() => {
    if (guard === current) guard = null;
    go();
  });
}

browserHistory.listen((update) => {
  if (undoing) {
    undoing = false;
    return;
  }
  const { delta } = update;
  if (update.action === 'POP' && delta && guard) {
    // The address changed already: go back to where the person was, and go there again if they confirm.
    const to = update.location;
    undoing = true;
    browserHistory.go(-delta);
    guarded(to, () => browserHistory.go(delta));
    return;
  }
  shown = update.location;
  for (const listener of listeners) listener(update);
});

export const appHistory: History = {
  ...browserHistory,
  get action() {
    return browserHistory.action;
  },
  get location() {
    return browserHistory.location;
  },
  listen(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  push: (to, state) => guarded(to, () => browserHistory.push(to, state)),
  replace: (to, state) => guarded(to, () => browserHistory.replace(to, state)),
};

/** Holds navigations away while mounted (one guard at a time); returns what removes it. */
export function setLeaveGuard(leaveGuard: LeaveGuard): () => void {
  guard = leaveGuard;
  return () => {
    if (guard === leaveGuard) guard = null;
  };
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};

/**
 * A part of the address the browser is at, which the shown page's (useLocation) follows only once it has drawn.
 * A page the server drew is at its own address, there and while the browser takes it over.
 */
const useLatest = (part: (location: History['location']) => string) => {
  const shownPart = part(useLocation());
  return useSyncExternalStore(
    subscribe,
    () => part(browserHistory.location),
    () => shownPart,
  );
};

/**
 * The key of the address the browser is at. The router shows a new page in a transition, once its code has
 * arrived: until then this key differs from the shown page's (useLocation), and a navigation is under way.
 */
export const useLatestLocationKey = () => useLatest((location) => location.key);

/** The path the browser is at: another than the shown page's while the person is on the way to another page. */
export const useLatestPathname = () => useLatest((location) => location.pathname);

/** The query string ('?q=lamp') of the address the browser is at, ahead of the shown page's as its path is. */
export const useLatestSearch = () => useLatest((location) => location.search);
