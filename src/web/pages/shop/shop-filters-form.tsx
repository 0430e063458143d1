import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { CURRENCY_LABEL } from '../../../domain/money';
import { productConditions } from '../../../domain/product-condition';
import { productConditionTexts } from '../../../domain/product-condition-texts';
import { setShopFilters } from '../../../domain/shop-filter-params';
import { hasShopFilters, readShopFilters } from '../../../domain/shop-filters';
import { Link } from '../../components/link';
import classes from './shop-filters-form.module.css';

/**
 * The shop's filters (condition, price range, in stock), a form that asks for this address with them: without
 * script the browser sends it (the conditions as repeated parameters, which the address reads too), with script it
 * goes to the same address in place, back to the first page. The search and the order it was opened with go along.
 */
export function ShopFiltersForm() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readShopFilters(searchParams);
  const active = hasShopFilters(filters);
  const kept = [...searchParams].filter(([key]) => key === 'q' || key === 'sort');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget))
      if (typeof value === 'string') sent.append(key, value);
    setSearchParams((params) => {
      setShopFilters(params, readShopFilters(sent));
      params.delete('page');
      return params;
    });
  };
  const cleared = setShopFilters(new URLSearchParams(searchParams), {});
  cleared.delete('page');

  return (
    // Drawn anew when the address changes, so that its boxes show what the address asks.
    <form
      method="get"
      aria-label="Filters"
      onSubmit={submit}
      className={classes.form}
      key={setShopFilters(new URLSearchParams(), filters).toString()}
    >
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <Stack gap="xs">
        <fieldset className={classes.conditions}>
          <legend className={classes.legend}>{productConditionTexts.condition}</legend>
          <Group gap="md">
            {productConditions.map((condition) => (
              <CheckBox
                key={condition}
                name="condition"
                value={condition}
                label={productConditionTexts.labels[condition]}
                checked={filters.condition?.includes(condition) === true}
              />
            ))}
          </Group>
        </fieldset>
        <Group gap="sm" align="flex-end">
          <PriceInput name="min" label="Min price" value={filters.min} />
          <PriceInput name="max" label="Max price" value={filters.max} />
          <CheckBox name="inStock" value="1" label="In stock only" checked={filters.inStock === '1'} />
        </Group>
        <Group gap="sm">
          <Button type="submit">Apply filters</Button>
          {active && (
            <Button component={Link} to={{ search: cleared.toString() }} variant="default">
              Clear filters
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A box as the browser draws it, in the theme's colour: the form is sent as it stands, so what is ticked before the
 * script takes over stays ticked.
 */
function CheckBox({
  name,
  value,
  label,
  checked,
}: {
  name: string;
  value: string;
  label: string;
  checked: boolean;
}) {
  return (
    <label className={classes.check}>
      <input type="checkbox" name={name} value={value} defaultChecked={checked} />
      {label}
    </label>
  );
}

function PriceInput({ name, label, value }: { name: 'min' | 'max'; label: string; value?: number }) {
  return (
    <TextInput
      name={name}
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      leftSection={CURRENCY_LABEL}
      defaultValue={value ?? ''}
      w={150}
    />
  );
}
