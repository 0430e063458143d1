import { Button, Center, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { pages } from '../../domain/pages';
import { errorMessage } from '../api/error-message';
import { Link } from './link';
import { PageTitle } from './page-title';

type Props = { children: ReactNode };
type State = { error: unknown; locationKey: string };

/**
 * A page that failed to draw, or whose code did not arrive, shows what went wrong instead of the app; a
 * navigation elsewhere (the browser's Back) tries again.
 */
export function RouteErrorBoundary({ children }: Props) {
  return <ErrorBoundary locationKey={useLocation().key}>{children}</ErrorBoundary>;
}

class ErrorBoundary extends Component<Props & { locationKey: string }, State> {
  override state: State = { error: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: { locationKey: string }, state: State): Partial<State> {
    if (props.locationKey === state.locationKey) return {};
    return { error: null, locationKey: props.locationKey };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

function RouteError({ error }: { error: unknown }) {
  const message = errorMessage(error);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center">
        <PageTitle>Something went wrong</PageTitle>
        <Text c="dimmed">{message}</Text>
        <Button component={Link} to={pages.home.path()} reloadDocument>
          Back to the home page
        </Button>
      </Stack>
    </Center>
  );
}
