import { Box } from '@chakra-ui/react';
import { SupportContact } from '@/components/ui/support-contact';

/** The Quick Nav's 'contact' anchor: support e-mail and location (spec section 1). */
export function ContactSection() {
  return (
    <Box id="contact">
      <SupportContact />
    </Box>
  );
}
