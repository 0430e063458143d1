import { Input, Paper, Tabs, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Markdown } from '../../../components/markdown';

type MarkdownField = { label: string; value: string; error?: ReactNode; onChange: (value: string) => void };

function EditOrPreview({ field, name }: { field: MarkdownField; name: string }) {
  return (
    <Tabs defaultValue="edit" variant="pills" keepMounted={false}>
      <Tabs.List aria-label={`${field.label}: edit or preview`}>
        <Tabs.Tab value="edit">Edit</Tabs.Tab>
        <Tabs.Tab value="preview">Preview</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="edit" pt="sm">
        <Textarea
          name={name}
          label={field.label}
          description="Markdown: headings, lists, tables, links."
          value={field.value}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          error={field.error}
          autosize
          minRows={6}
          maxRows={20}
          required
        />
      </Tabs.Panel>
      <Tabs.Panel value="preview" pt="sm">
        <Paper withBorder p="md" aria-label={`${field.label} preview`} component="section">
          <Markdown>{field.value}</Markdown>
        </Paper>
        {field.error && <Input.Error mt={4}>{field.error}</Input.Error>}
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * The Details and Specs tabs of the product form, each written in markdown and previewed as the product page shows it.
 * A tab not open says what is wrong with it in words under the tabs, not only by its colour.
 */
export function MarkdownTabs({ details, specs }: { details: MarkdownField; specs: MarkdownField }) {
  const [open, setOpen] = useState<string | null>('details');
  const hidden = [
    { value: 'details', field: details },
    { value: 'specs', field: specs },
  ].filter(({ value, field }) => value !== open && field.error);
  return (
    <Tabs value={open} onChange={setOpen}>
      <Tabs.List>
        <Tabs.Tab value="details" c={details.error ? 'red.8' : undefined}>
          Details
        </Tabs.Tab>
        <Tabs.Tab value="specs" c={specs.error ? 'red.8' : undefined}>
          Specs
        </Tabs.Tab>
      </Tabs.List>
      {hidden.map(({ value, field }) => (
        <Input.Error key={value} mt={4}>
          {field.label}: {field.error}
        </Input.Error>
      ))}
      <Tabs.Panel value="details" pt="md">
        <EditOrPreview field={details} name="detail" />
      </Tabs.Panel>
      <Tabs.Panel value="specs" pt="md">
        <EditOrPreview field={specs} name="specs" />
      </Tabs.Panel>
    </Tabs>
  );
}
