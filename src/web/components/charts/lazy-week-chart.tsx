import { type ComponentProps, lazy, Suspense } from 'react';
import { Skeleton } from '../skeleton';

const WeekChart = lazy(() => import('./week-chart'));

/** The week chart, its code fetched when first drawn, a grey block of its size meanwhile. */
export function LazyWeekChart(props: ComponentProps<typeof WeekChart>) {
  return (
    <Suspense fallback={<Skeleton h={240} aria-hidden />}>
      <WeekChart {...props} />
    </Suspense>
  );
}
