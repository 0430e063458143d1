import { TextInput, useMatches } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { searchQuerySchema } from '../../domain/search';
import { useSchemaForm } from '../forms/use-schema-form';

const searchTextSchema = searchQuerySchema.pick({ q: true });

/** Enter submits; blank text does nothing (SPEC section 2). Results show on /shop?q=… */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const shown = pathname === '/shop' ? (params.get('q') ?? '') : '';
  const form = useSchemaForm(searchTextSchema, { initialValues: { q: shown } });
  const placeholder = useMatches({ base: 'Search', xs: 'Search products' });
  const { setValues } = form;
  useEffect(() => setValues({ q: shown }), [shown, setValues]);

  return (
    <search style={{ flex: 1, minWidth: 0 }}>
      <form onSubmit={form.onSubmit(({ q }) => navigate(`/shop?${new URLSearchParams({ q })}`))}>
        <TextInput
          {...form.getInputProps('q', { withError: false })}
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
