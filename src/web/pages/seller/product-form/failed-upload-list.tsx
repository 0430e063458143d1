import { List } from '@mantine/core';

export function FailedUploadList({ failures }: { failures: string[] }) {
  return (
    <List size="sm">
      {failures.map((failure) => (
        <List.Item key={failure}>{failure}</List.Item>
      ))}
    </List>
  );
}
