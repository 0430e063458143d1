import { STATUS_CODES } from 'node:http';
import type { Browser, BrowserContext, WebError } from '@playwright/test';

/** A failed request the test provokes on purpose: what the browser logs, for which address, how often. */
type ExpectedFailure = { text: string; path: string; times: number };

/** A console error (with the address the browser names as its source) or an uncaught exception. */
type LoggedError = { text: string; source: string } | { uncaught: string };

/**
 * The console errors and uncaught exceptions of every page in every browser context opened while a test runs:
 * the test's own page, another tab of it, and a second person's browser alike. The test fixture
 * (fixtures/market-test.ts) fails the test on any that the test did not name.
 */
export class BrowserErrors {
  readonly #contexts = new Set<BrowserContext>();
  readonly #logged: LoggedError[] = [];
  readonly #expected: ExpectedFailure[] = [];

  /** Watches every context `browser` opens from now until `stop`; answers that `stop`. */
  watch(browser: Browser): () => void {
    const watchContext = (context: BrowserContext) => {
      this.#contexts.add(context);
      context.on('close', () => this.#contexts.delete(context));
      context.on('console', (message) => {
        if (message.type() === 'error')
          this.#logged.push({ text: message.text(), source: message.location().url });
      });
      context.on('weberror', (error) => this.#logged.push({ uncaught: describeWebError(error) }));
    };
    browser.on('context', watchContext);
    return () => browser.off('context', watchContext);
  }

  /**
   * Expects the browser to log, `times` times, that the request to `path` (the address without its query) failed
   * with `failure`: a status the server answers on purpose, such as 409 for a refused add to the cart, or the
   * network error a test makes, such as `net::ERR_INTERNET_DISCONNECTED`. Chrome logs every failed request as a
   * console error, even one the app handles well; this lets exactly the one named through, and fails the test
   * when it does not happen. The test may name it before or after it happens.
   */
  expectFailedRequest(path: string, failure: number | `net::${string}`, times = 1): void {
    const reason =
      typeof failure === 'number'
        ? `the server responded with a status of ${failure} (${STATUS_CODES[failure]})`
        : failure;
    this.#expected.push({ text: `Failed to load resource: ${reason}`, path, times });
  }

  /** Closes the contexts the test opened itself and left open, so that their last messages are in. */
  async closeLeftovers(): Promise<void> {
    await Promise.all([...this.#contexts].map((context) => context.close({ reason: 'Test ended.' })));
  }

  /** Each error the test did not name, then each named one that did not happen as often as expected. */
  problems(): string[] {
    const seen = this.#expected.map(() => 0);
    const unexpected = this.#logged.flatMap((logged) => {
      if ('uncaught' in logged) return [logged.uncaught];
      const index = this.#expected.findIndex(
        ({ text, path }) => text === logged.text && pathOf(logged.source) === path,
      );
      if (index === -1) return [`console.error: ${logged.text}${logged.source ? ` (${logged.source})` : ''}`];
      seen[index] = (seen[index] ?? 0) + 1;
      return [];
    });
    const missed = this.#expected.flatMap(({ text, path, times }, index) =>
      seen[index] === times ? [] : [`expected ${times}, logged ${seen[index]}: ${text} (${path})`],
    );
    return [...unexpected, ...missed];
  }
}

function pathOf(address: string): string | undefined {
  return URL.canParse(address) ? new URL(address).pathname : undefined;
}

function describeWebError(webError: WebError): string {
  const error = webError.error();
  const page = webError.page()?.url();
  return `uncaught ${error.name}: ${error.message}${page ? ` (on ${page})` : ''}`;
}
