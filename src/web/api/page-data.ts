import { PAGE_DATA_ELEMENT_ID } from '../../domain/page-heads';

/** When the page arrived: its answers are as fresh as that. */
const servedAt = Date.now();
let answers: Map<string, unknown> | undefined;

/**
 * The answers the server wrote into the page it sent (server/web/page-data.ts): the API reads that the page
 * opened first asks for, keyed by their address. The page draws with them at once, instead of asking for them
 * once its script has arrived, one more round trip on a slow link. They are the server's own answers to these
 * addresses, written by the same routes, so they are not checked again here as an answer over the network is.
 */
function pageAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  // On the server the answers are those a drawing is given (drawnWith); between drawings there are none.
  if (typeof document === 'undefined') return answers;
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  try {
    if (element?.textContent) answers = new Map(Object.entries(JSON.parse(element.textContent)));
  } catch {
    // Not what the server writes: the page asks for its data as any other page does.
  }
  return answers;
}

/**
 * Draws a page on the server with `given` as its answers, as the browser will draw it from the same answers
 * written into the page. While a synchronous `draw` runs nothing else does; an asynchronous one must be the only
 * one under way (the server runs them one at a time), and any drawing in between puts its answers back.
 */
export function drawnWith<T>(given: Record<string, unknown>, draw: () => T): T;
export function drawnWith<T>(given: Record<string, unknown>, draw: () => Promise<T>): Promise<T>;
export function drawnWith<T>(given: Record<string, unknown>, draw: () => T | Promise<T>): T | Promise<T> {
  const before = answers;
  answers = new Map(Object.entries(given));
  const restore = () => {
    answers = before;
  };
  try {
    const drawn = draw();
    if (drawn instanceof Promise) return drawn.finally(restore);
    restore();
    return drawn;
  } catch (error) {
    restore();
    throw error;
  }
}

/**
 * A query's options that start it from the page's answer to `path`, if the page came with one. Each answer is used
 * once, by the first query that asks for it: a page opened later asks the server, as the answer may have moved.
 */
export function pageDataOptions<T>(path: string) {
  return {
    initialData: (): T | undefined => {
      const found = pageAnswers();
      const answer = found.get(path) as T | undefined;
      found.delete(path);
      return answer;
    },
    initialDataUpdatedAt: servedAt,
  };
}

/**
 * Every query's `refetchOnMount`: as usual (again when stale), except the data the page came with, which asking
 * again as the page draws would only fetch a second time.
 */
export const refetchOnMountUnlessFromPage = (query: { state: { dataUpdatedAt: number } }) =>
  query.state.dataUpdatedAt !== servedAt;
