import { Button, type ButtonProps } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { replayTypedValues } from '@/lib/replay-typed-values';
import { useHydrated } from '@/lib/use-hydrated';

interface SubmitButtonProps extends ButtonProps {
  busy: boolean;
}

/**
 * A form's submit button. On a page prerendered at build time, once the page has hydrated, what was typed
 * before reaches the form's state (a submission made before is made again by app/after-hydration.tsx).
 */
export function SubmitButton({ busy, children, ...props }: SubmitButtonProps) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const form = ref.current?.form;
    if (!hydrated || !form) return;
    replayTypedValues(form);
  }, [hydrated]);

  return (
    <Button ref={ref} type="submit" colorPalette="blue" disabled={busy} {...props}>
      {children}
    </Button>
  );
}
