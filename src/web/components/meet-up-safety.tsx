import { Alert, Button, Collapse, Group, List, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconShieldCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { meetUpTexts } from '../../domain/meet-up-texts';

/** The five points of advice as a plain list, smaller on a phone. */
function SafetyList({ id }: { id?: string }) {
  return (
    <List id={id} fz={{ base: 'xs', sm: 'sm' }} spacing={2} mt={4}>
      {meetUpTexts.safetyAdvice.map((point) => (
        <List.Item key={point}>{point}</List.Item>
      ))}
    </List>
  );
}

/**
 * Short advice for meeting a stranger to pay in person: where the buyer chooses to, in full; in a conversation
 * about a meet-up, folded to its title on a phone (where the messages need the room) until asked for.
 */
export function MeetUpSafety({ foldOnPhone = false }: { foldOnPhone?: boolean }) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  const [shown, { toggle }] = useDisclosure(false);
  const listId = useId();
  const folding = foldOnPhone && phone === true;
  return (
    <Alert
      color="teal"
      variant="light"
      p={{ base: 'xs', sm: 'sm' }}
      icon={<IconShieldCheck size={18} aria-hidden />}
      role="note"
      aria-label={meetUpTexts.safetyTitle}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="sm" fw={600}>
          {meetUpTexts.safetyTitle}
        </Text>
        {folding && (
          <Button
            variant="subtle"
            size="compact-xs"
            aria-expanded={shown}
            aria-controls={listId}
            onClick={toggle}
          >
            {shown ? meetUpTexts.safetyHide : meetUpTexts.safetyShow}
          </Button>
        )}
      </Group>
      {folding ? (
        <Collapse expanded={shown}>
          <SafetyList id={listId} />
        </Collapse>
      ) : (
        <SafetyList />
      )}
    </Alert>
  );
}
