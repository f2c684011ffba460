import { loginTexts } from '@appointments/domain';
import { Box, Button, Input, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';

/** A password input with a show/hide toggle that keyboard and screen-reader users can reach. */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Box position="relative">
      <Input {...props} type={visible ? 'text' : 'password'} pr="20" bg="white" />
      <Button
        type="button"
        variant="ghost"
        size="xs"
        position="absolute"
        right="1"
        top="50%"
        transform="translateY(-50%)"
        color="blue.800"
        aria-label={visible ? loginTexts.hidePassword : loginTexts.showPassword}
        aria-controls={props.id}
        onClick={() => setVisible((value) => !value)}
      >
        {visible ? 'Hide' : 'Show'}
      </Button>
    </Box>
  );
}
