import { ActionIcon, Avatar, Menu } from '@mantine/core';
import { IconHeart, IconLogout, IconUser } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { pages } from '../../domain/pages';
import { useSignOut } from '../api/sign-in-out';
import { toastError } from './toast';

export function ProfileMenu({ name }: { name: string }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const logout = () =>
    signOut.mutate(undefined, {
      onSuccess: () => navigate(pages.home.path()),
      onError: (error) => toastError(error, { subject: 'session' }),
    });
  return (
    // Without the focus placeholder, a focusable element a menu may not hold (aria-required-children): opened
    // by keyboard, focus goes to the first item instead.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" radius="xl" aria-label={`Profile menu for ${name}`}>
          <Avatar name={name} color="initials" size={34} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item leftSection={<IconUser size={16} />} onClick={() => navigate(pages.profile.path())}>
          View Profile
        </Menu.Item>
        <Menu.Item leftSection={<IconHeart size={16} />} onClick={() => navigate(pages.saved.path())}>
          Saved items
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={logout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
