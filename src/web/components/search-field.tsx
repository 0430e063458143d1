import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type Props = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
};

/** The search box above a list, filtering it as the person types. */
export function SearchField({ label, placeholder, value, onChange }: Props) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={{ base: '100%', sm: 320 }}
    />
  );
}
