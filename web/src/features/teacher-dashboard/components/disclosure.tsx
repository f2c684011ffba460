import { Box, Button } from '@chakra-ui/react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';

interface DisclosureProps {
  label: string;
  /** Rendered on first opening and kept while closed, so a half-filled form keeps its values. */
  children: ReactNode;
}

/** A button that shows or hides a form below it: the forms stay one tap away without filling the page. */
export function Disclosure({ label, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  return (
    <Box borderWidth="1px" borderColor="gray.200" rounded="md">
      <Button
        variant="ghost"
        w="full"
        justifyContent="flex-start"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open);
          setOpened(true);
        }}
      >
        {open ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
        {label}
      </Button>
      <Box id={panelId} hidden={!open} px="3" pb="3">
        {opened && children}
      </Box>
    </Box>
  );
}
