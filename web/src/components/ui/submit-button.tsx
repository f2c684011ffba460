import { Button, type ButtonProps } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { takeHeldSubmit } from '@/lib/held-submits';
import { replayTypedValues } from '@/lib/replay-typed-values';
import { useHydrated } from '@/lib/use-hydrated';

interface SubmitButtonProps extends ButtonProps {
  busy: boolean;
}

/**
 * A form's submit button. On a page prerendered at build time, once the page has hydrated, what was typed
 * before reaches the form's state, and a submission made before (held by lib/held-submits.ts) is made
 * again.
 */
export function SubmitButton({ busy, children, ...props }: SubmitButtonProps) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const form = ref.current?.form;
    if (!hydrated || !form) return;
    replayTypedValues(form);
    // After the replayed values have rendered, so the form's handler reads them.
    if (takeHeldSubmit(form)) setTimeout(() => form.requestSubmit(), 0);
  }, [hydrated]);

  return (
    <Button ref={ref} type="submit" colorPalette="blue" disabled={busy} {...props}>
      {children}
    </Button>
  );
}
