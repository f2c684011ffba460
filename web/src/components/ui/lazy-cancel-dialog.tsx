import { type ComponentProps, lazy, Suspense } from 'react';

// The dialog (and Chakra's Dialog with it) loads on the first click of Cancel, keeping it out of the
// dashboards' initial script.
const CancelDialog = lazy(() =>
  import('./cancel-dialog').then((module) => ({ default: module.CancelDialog })),
);

export function LazyCancelDialog(props: ComponentProps<typeof CancelDialog>) {
  return (
    <Suspense fallback={null}>
      <CancelDialog {...props} />
    </Suspense>
  );
}
