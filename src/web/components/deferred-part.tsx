import { type ComponentType, lazy, memo, type ReactNode, Suspense } from 'react';

/**
 * A part of a page that works as drawn before its code arrives (links, a form the server answers, a picture of
 * stars), so that its code is no part of the page's first load. A page the server drew keeps the drawn part until
 * the code comes and takes it over; on a page the browser draws, `placeholder` holds its place meanwhile.
 *
 * The part redraws only when its props change: an update reaching the drawn part before its code would have React
 * draw it anew, without it, for a moment. Call it at module level, as React.lazy.
 */
export function deferredPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  placeholder: ReactNode = null,
) {
  const Part = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level, as React.lazy is
  return memo(function DeferredPart(props: Props) {
    return (
      <Suspense fallback={placeholder}>
        <Part {...props} />
      </Suspense>
    );
  });
}
