import { Button, type ButtonProps } from '@chakra-ui/react';

interface SubmitButtonProps extends ButtonProps {
  busy: boolean;
}

/** A form's submit button, disabled while the form's request is under way. */
export function SubmitButton({ busy, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" colorPalette="blue" disabled={busy} {...props}>
      {children}
    </Button>
  );
}
