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
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  try {
    if (element?.textContent) answers = new Map(Object.entries(JSON.parse(element.textContent)));
  } catch {
    // Not what the server writes: the page asks for its data as any other page does.
  }
  return answers;
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
