import { LANDING_OVERVIEW_ANCHOR, landingHero } from '@appointments/domain';
import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { scrollToSection } from '@/lib/smooth-scroll';

export function HeroSection() {
  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      // Dark blue in both colour modes: the section keeps the light mode's shades (docs/design.md, "Colour").
      className="chakra-theme light"
      bgGradient="to-br"
      gradientFrom="blue.800"
      gradientTo="blue.950"
      color="white"
    >
      <Box maxW="6xl" mx="auto" px="4" py={{ base: '16', md: '28' }} textAlign="center">
        <Heading
          as="h1"
          id="hero-title"
          fontSize={{ base: '3xl', md: '5xl' }}
          lineHeight="1.15"
          fontWeight="bold"
        >
          {landingHero.slogan}
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} mt="6" maxW="2xl" mx="auto" color="blue.50">
          {landingHero.lead}
        </Text>
        <HStack justify="center" gap="4" mt="10" flexWrap="wrap">
          <Button
            size="lg"
            bg="white"
            color="blue.900"
            _hover={{ bg: 'blue.50' }}
            // The prerendered page has no React: its own script scrolls from this attribute.
            data-scroll-target={LANDING_OVERVIEW_ANCHOR}
            onClick={() => scrollToSection(LANDING_OVERVIEW_ANCHOR)}
          >
            {landingHero.exploreFeatures}
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            color="white"
            borderColor="white"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            <RouterLink to="/register">{landingHero.getStarted}</RouterLink>
          </Button>
        </HStack>
      </Box>
    </Box>
  );
}
