import { footerContent, navigationTexts } from '@appointments/domain';
import { Box, chakra, Flex, Text } from '@chakra-ui/react';

export function LandingFooter() {
  return (
    <Box as="footer" bg="gray.900" color="gray.100" py="10" px="4">
      <Flex
        maxW="6xl"
        mx="auto"
        direction={{ base: 'column', md: 'row' }}
        gap="6"
        justify="space-between"
        align="center"
      >
        <Box textAlign={{ base: 'center', md: 'left' }}>
          <Text fontWeight="bold" fontSize="lg" color="white">
            {navigationTexts.brand}
          </Text>
          <Text color="gray.300">{footerContent.tagline}</Text>
        </Box>
        <chakra.ul display="flex" gap="6" listStyleType="none" aria-label="Contact and social links">
          {footerContent.links.map((link) => (
            <li key={link.label}>
              <chakra.a href={link.href} color="blue.200" textDecoration="underline" rel="noreferrer">
                {link.label}
              </chakra.a>
            </li>
          ))}
        </chakra.ul>
      </Flex>
      <Text textAlign="center" mt="8" fontSize="sm" color="gray.300">
        © {new Date().getFullYear()} {footerContent.copyright}
      </Text>
    </Box>
  );
}
