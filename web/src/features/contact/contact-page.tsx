import { pageTitles } from '@appointments/domain';
import { Box } from '@chakra-ui/react';
import { PageMain } from '@/components/ui/page-main';
import { SupportContact } from '@/components/ui/support-contact';

/** The spec links /contact from the forgot-password screen without showing it: the support block alone. */
export default function ContactPage() {
  return (
    <PageMain title={pageTitles.contact} px="4" py="16">
      <Box maxW="md" mx="auto">
        <SupportContact headingLevel="h1" />
      </Box>
    </PageMain>
  );
}
