import { Center, Pagination } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { Link } from '../link';

type Props = { page: number; pages: number };

/**
 * A listing's pages as links (`?page=…`, the address's other parameters kept): they work before the script has
 * arrived and without it, and once it has, the router follows them without a reload.
 */
export function PageLinks({ page, pages }: Props) {
  const [searchParams] = useSearchParams();
  const linkTo = (target: number) => {
    const params = new URLSearchParams(searchParams);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const search = params.toString();
    return { component: Link, to: search ? `?${search}` : '.', onClick: toTop };
  };
  const controlTargets = { first: 1, previous: page - 1, next: page + 1, last: pages } as const;
  return (
    <Center>
      <Pagination
        total={pages}
        value={page}
        siblings={1}
        getItemProps={linkTo}
        getControlProps={(control) => {
          const target = controlTargets[control];
          const label = { 'aria-label': paginationControlLabels[control] };
          // Past either end there is no page: the arrow stays a disabled button.
          return target < 1 || target > pages || target === page ? label : { ...label, ...linkTo(target) };
        }}
      />
    </Center>
  );
}

const toTop = () => window.scrollTo({ top: 0 });

/** The arrows have only an icon: screen readers need their names. */
const paginationControlLabels = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;
