import { type RefObject, useEffect, useState } from 'react';

/** About a phone's screen below the one shown: what comes into it is there by the time it is scrolled to. */
const AHEAD = '0px 0px 800px 0px';

/** Whether the element has come within a screen of being seen; once it has, it stays so. */
export function useNearScreen(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
