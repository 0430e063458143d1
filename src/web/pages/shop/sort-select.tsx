import { NativeSelect } from '@mantine/core';
import type { ProductSort } from '../../../domain/product-sort';
import { useHydrated } from '../../components/use-hydrated';

const options: { value: ProductSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
];

export function SortSelect({
  value,
  onChange,
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}) {
  const hydrated = useHydrated();
  return (
    <NativeSelect
      disabled={!hydrated}
      label="Sort by"
      data={options}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as ProductSort)}
      w={200}
    />
  );
}
