import { TextInput, useMatches } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { pages } from '../../domain/pages';
import { useLatestPathname, useLatestSearch } from '../app-history';
import { useHydrated } from './use-hydrated';

// The search's schema (and zod with it) loads on the first search, not with every page's header.
const searchTextSchema = () => import('../../domain/search').then((m) => m.searchTextSchema);

/**
 * Enter submits; blank text does nothing (SPEC section 2). Results show on /shop?q=… One field with no error to
 * show, checked by the search's own schema: no form library, which would load with every page's header. Before the
 * script has taken it over, and without script, it is a plain form that asks the server for /shop?q=….
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  // The box shows the search of the address the browser is at, from the moment it goes there: following the page
  // shown would replace what the person types while that page's code or results arrive.
  const pathname = useLatestPathname();
  const query = useLatestSearch();
  const shown = pathname === pages.shop.path() ? (new URLSearchParams(query).get('q') ?? '') : '';
  const [text, setText] = useState(shown);
  const placeholder = useMatches({ base: 'Search', xs: 'Search products' });
  useEffect(() => setText(shown), [shown]);
  const box = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  // What was typed before the script took the box over stays in it, and is what Enter searches.
  useEffect(() => {
    const typed = box.current?.value;
    if (typed) setText(typed);
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Offline, the check cannot load: nothing happens, as the results could not load either.
    const schema = await searchTextSchema().catch(() => null);
    const search = schema?.safeParse({ q: text });
    if (search?.success) navigate(pages.shop.path({ q: search.data.q }));
  };

  return (
    <search style={{ flex: 1, minWidth: 0 }}>
      {/* Until the script has it, the browser itself refuses a blank search; then the search's own check does. */}
      <form action={pages.shop.path()} onSubmit={submit} noValidate={hydrated}>
        <TextInput
          ref={box}
          name="q"
          required
          pattern=".*\S.*"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          type="search"
          aria-label="Search products"
          placeholder={placeholder}
          leftSection={<IconSearch size={16} />}
          radius="xl"
          enterKeyHint="search"
        />
      </form>
    </search>
  );
}
