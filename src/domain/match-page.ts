import { type PageKey, pageKeys, pages } from './pages';

export type PageMatch = { key: PageKey; params: Record<string, string> };

/** The page a path shows, as the web router picks it (ignoring case); null is its not-found page. */
export function matchPage(pathname: string): PageMatch | null {
  const segments = splitPath(pathname);
  for (const key of pageKeys) {
    const params = matchSegments(splitPath(pages[key].pattern), segments);
    if (params) return { key, params };
  }
  return null;
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

function matchSegments(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(segment);
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return params;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
