import { navigationTexts } from '@appointments/domain';
import { Box, Link } from '@chakra-ui/react';
import { CalendarCheck } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

/** The product's name with its mark, linking home: the first thing in every bar. */
export function BrandLink({ to }: { to: string }) {
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
        {navigationTexts.brand}
      </RouterLink>
    </Link>
  );
}
