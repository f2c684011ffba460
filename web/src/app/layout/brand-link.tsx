import { navigationTexts } from '@appointments/domain';
import { Box, Link } from '@chakra-ui/react';
import { CalendarCheck } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The product's name with its mark, linking home: the first thing in every bar. `compact`: on phones the mark
 * alone (the name still names the link), where the bar must also fit Login and Get Started.
 */
export function BrandLink({ to, compact = false }: { to: string; compact?: boolean }) {
  return (
    <Link
      asChild
      fontWeight="bold"
      fontSize={{ base: 'md', sm: 'lg' }}
      color="brand.fg"
      mr="auto"
      gap="2"
      whiteSpace="nowrap"
      _hover={{ textDecoration: 'none' }}
    >
      <RouterLink to={to}>
        <Box
          as="span"
          display="inline-flex"
          bg="brand.solid"
          color="white"
          rounded="md"
          p="1"
          aria-hidden="true"
        >
          <CalendarCheck size={18} />
        </Box>
        {compact ? (
          <Box as="span" srOnly={{ base: true, sm: false }}>
            {navigationTexts.brand}
          </Box>
        ) : (
          navigationTexts.brand
        )}
      </RouterLink>
    </Link>
  );
}
