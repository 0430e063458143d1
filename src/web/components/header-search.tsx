import { TextInput, useMatches } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** Enter submits; blank text does nothing (SPEC section 2). Results show on /shop?q=… */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const shown = pathname === '/shop' ? (params.get('q') ?? '') : '';
  const [text, setText] = useState(shown);
  const placeholder = useMatches({ base: 'Search', xs: 'Search products' });
  useEffect(() => setText(shown), [shown]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) navigate(`/shop?${new URLSearchParams({ q })}`);
  };

  return (
    <search style={{ flex: 1, minWidth: 0 }}>
      <form onSubmit={submit}>
        <TextInput
          type="search"
          aria-label="Search products"
          placeholder={placeholder}
          leftSection={<IconSearch size={16} />}
          radius="xl"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          enterKeyHint="search"
        />
      </form>
    </search>
  );
}
