import { ActionIcon } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The header's chat icon (SPEC section 2), to the messenger. */
export function MessagesButton() {
  return (
    <ActionIcon component={Link} to="/messenger" variant="subtle" size="lg" radius="xl" aria-label="Messages">
      <IconMessageCircle size={22} />
    </ActionIcon>
  );
}
