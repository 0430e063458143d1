import { Button, Group, NativeSelect } from '@mantine/core';
import { type FormEvent, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type ProductSort, readProductSort } from '../../../domain/product-sort';
import { setShopFilters } from '../../../domain/shop-filter-params';
import { readShopFilters } from '../../../domain/shop-filters';

const options: { value: ProductSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
];

/**
 * The listing's order, a form that asks for this address with `?sort=…` (and its filters): without script it is sent by its button,
 * with script the order changes as it is chosen, back to the first page. One chosen before the script took over is
 * applied when it does.
 */
export function SortSelect() {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = readProductSort(searchParams.get('sort'));
  const onChange = (next: ProductSort) => {
    setSearchParams((params) => {
      params.set('sort', next);
      params.delete('page');
      return params;
    });
  };
  const select = useRef<HTMLSelectElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the script takes over; later choices come through onChange
  useEffect(() => {
    const chosen = select.current?.value;
    if (chosen !== undefined && chosen !== value) onChange(readProductSort(chosen));
  }, []);

  // Sent without script, the order keeps the filters the address has.
  const filters = [...setShopFilters(new URLSearchParams(), readShopFilters(searchParams))];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (select.current) onChange(readProductSort(select.current.value));
  };

  return (
    <form method="get" onSubmit={submit}>
      {filters.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <NativeSelect
          ref={select}
          name="sort"
          label="Sort by"
          data={options}
          value={value}
          onChange={(event) => onChange(readProductSort(event.currentTarget.value))}
          w={200}
        />
        <noscript>
          <Button type="submit" variant="default">
            Sort
          </Button>
        </noscript>
      </Group>
    </form>
  );
}
