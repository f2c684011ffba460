import { navigationTexts } from '@appointments/domain';
import { Box, Button, Flex } from '@chakra-ui/react';
import { House } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { ColorModeToggle } from '@/components/ui/color-mode-toggle';
import { PAGE_GUTTER } from '@/components/ui/layout-spacing';
import { BrandLink } from './brand-link';
import { SkipToContent } from './skip-to-content';

/**
 * The bar of the pages a visitor reaches before signing in (login, register, forgot and reset password,
 * contact): the brand, a way home and the colour mode switch. Not fixed: these pages are short.
 */
export function BrandBar() {
  return (
    <Box as="header" h="16" bg="surface.card" borderBottomWidth="1px" borderColor="line">
      <SkipToContent />
      <Box px={PAGE_GUTTER} h="full">
        <Flex as="nav" aria-label="Main" maxW="page" mx="auto" h="16" align="center" gap="1">
          <BrandLink to="/" />
          <Button asChild variant="ghost" size="sm">
            <RouterLink to="/">
              <House aria-hidden="true" />
              {navigationTexts.backHome}
            </RouterLink>
          </Button>
          <ColorModeToggle />
        </Flex>
      </Box>
    </Box>
  );
}
