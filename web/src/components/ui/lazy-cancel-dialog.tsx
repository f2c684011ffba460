import { type ComponentProps, lazy, Suspense } from 'react';

// The dialog (and Chakra's Dialog with it) is kept out of the dashboards' initial script: it loads on the
// first click of Cancel, or before, on the visitor's first sign of use where a page preloads it.
export const loadCancelDialog = () => import('./cancel-dialog');
const CancelDialog = lazy(() => loadCancelDialog().then((module) => ({ default: module.CancelDialog })));

export function LazyCancelDialog(props: ComponentProps<typeof CancelDialog>) {
  return (
    <Suspense fallback={null}>
      <CancelDialog {...props} />
    </Suspense>
  );
}
