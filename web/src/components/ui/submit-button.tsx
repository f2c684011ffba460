import { Button, type ButtonProps } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { replayTypedValues } from '@/lib/replay-typed-values';
import { useHydrated } from '@/lib/use-hydrated';

interface SubmitButtonProps extends ButtonProps {
  busy: boolean;
}

/**
 * A form's submit button. On a page prerendered at build time it cannot submit until the page has
 * hydrated (the browser would otherwise send the form to the address itself, password and all), yet looks
 * as it will once it can; what was typed meanwhile then reaches the form's state.
 */
export function SubmitButton({ busy, children, ...props }: SubmitButtonProps) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const form = ref.current?.form;
    if (hydrated && form) replayTypedValues(form);
  }, [hydrated]);

  return (
    <Button
      ref={ref}
      type="submit"
      colorPalette="blue"
      disabled={busy || !hydrated}
      {...(hydrated ? {} : { _disabled: { opacity: 1, cursor: 'default' } })}
      {...props}
    >
      {children}
    </Button>
  );
}
