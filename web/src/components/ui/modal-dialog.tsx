import { Box, CloseButton, Dialog, Heading, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ModalDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  /** Accessible name of the corner close button. */
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A keyboard-usable modal (focus trapped and restored, Escape closes) on Chakra's Dialog. The app's theme
 * carries no dialog recipe, to keep bundles small, so the frame is styled here.
 */
export function ModalDialog({ open, onClose, title, closeLabel, children, footer }: ModalDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop position="fixed" inset="0" bg="blackAlpha.600" zIndex="modal" />
        <Dialog.Positioner
          position="fixed"
          inset="0"
          display="flex"
          alignItems="flex-start"
          justifyContent="center"
          overflowY="auto"
          zIndex="modal"
          px="4"
          py={{ base: '4', md: '16' }}
        >
          <Dialog.Content bg="white" rounded="xl" shadow="lg" w="full" maxW="lg" position="relative">
            <Box px="6" pt="6" pb="2" pr="14">
              <Dialog.Title asChild>
                <Heading as="h2" size="lg" color="gray.900">
                  {title}
                </Heading>
              </Dialog.Title>
            </Box>
            <Dialog.CloseTrigger asChild position="absolute" top="4" right="4">
              <CloseButton size="sm" aria-label={closeLabel} />
            </Dialog.CloseTrigger>
            <Box px="6" py="4">
              {children}
            </Box>
            {footer && (
              <Box px="6" pb="6" display="flex" justifyContent="flex-end" gap="3">
                {footer}
              </Box>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
