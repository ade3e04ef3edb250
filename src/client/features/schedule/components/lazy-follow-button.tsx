import { lazy, Suspense, type ComponentProps } from 'react';

// The follow feature loads after the first paint: the schedule's screens are its first visit.
const FollowButton = lazy(() => import('../../follow').then((m) => ({ default: m.FollowButton })));

/** The follow star for the schedule's and sports' screens, drawn once its code is in. */
export function LazyFollowButton(props: ComponentProps<typeof FollowButton>) {
  return (
    <Suspense fallback={null}>
      <FollowButton {...props} />
    </Suspense>
  );
}
