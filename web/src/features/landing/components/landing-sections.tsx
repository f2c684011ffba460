import {
  finalCallToAction,
  howItWorks,
  LANDING_OVERVIEW_ANCHOR,
  landingFigures,
  technologies,
  testimonials,
} from '@appointments/domain';
import { Box, Button, chakra, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { CalendarDays, type LucideIcon, MessageSquare, NotebookPen } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { SupportContact } from '@/components/ui/support-contact';
import { LandingSection } from './landing-section';
import { Reveal } from './reveal';

// SVG, so they draw the same on a machine without an emoji font.
const featureIcons: LucideIcon[] = [NotebookPen, CalendarDays, MessageSquare];

export function HowItWorksSection() {
  return (
    <LandingSection id={LANDING_OVERVIEW_ANCHOR} title={howItWorks.title} lead={howItWorks.lead}>
      <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none">
        {howItWorks.features.map((feature, index) => {
          const Icon = featureIcons[index] ?? NotebookPen;
          return (
            <Box
              as="li"
              key={feature.title}
              bg="gray.50"
              rounded="xl"
              p="6"
              borderWidth="1px"
              borderColor="gray.200"
            >
              <Box color="blue.700">
                <Icon size={36} strokeWidth={1.75} aria-hidden="true" focusable="false" />
              </Box>
              <Heading as="h3" size="lg" mt="3" color="gray.900">
                {feature.title}
              </Heading>
              <Text mt="2" color="gray.700">
                {feature.description}
              </Text>
            </Box>
          );
        })}
      </SimpleGrid>
    </LandingSection>
  );
}

export function FiguresSection() {
  return (
    <LandingSection id="figures" title={landingFigures.title} background="blue.900" inverted>
      <chakra.dl
        display="grid"
        gridTemplateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' }}
        gap="6"
      >
        {landingFigures.items.map((figure) => (
          <Box key={figure.label} textAlign="center" display="flex" flexDirection="column-reverse">
            <chakra.dt color="blue.100" fontSize="md">
              {figure.label}
            </chakra.dt>
            <chakra.dd fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" color="white">
              {figure.value}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </LandingSection>
  );
}

export function TestimonialsSection() {
  return (
    <LandingSection id="testimonials" title={testimonials.title} background="gray.50">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {testimonials.items.map((item) => (
          <chakra.figure
            key={item.name}
            bg="white"
            rounded="xl"
            p="6"
            shadow="sm"
            borderWidth="1px"
            borderColor="gray.200"
          >
            <chakra.blockquote color="gray.800" fontStyle="italic">
              “{item.quote}”
            </chakra.blockquote>
            <chakra.figcaption mt="4">
              <Text fontWeight="semibold" color="gray.900">
                {item.name}
              </Text>
              <Text fontSize="sm" color="gray.700">
                {item.role}
              </Text>
            </chakra.figcaption>
          </chakra.figure>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}

export function TechnologiesSection() {
  return (
    <LandingSection id="technologies" title={technologies.title}>
      <chakra.ul display="flex" flexWrap="wrap" justifyContent="center" gap="3" listStyleType="none">
        {technologies.items.map((name) => (
          <chakra.li
            key={name}
            px="4"
            py="2"
            rounded="full"
            bg="blue.50"
            color="blue.900"
            fontWeight="medium"
          >
            {name}
          </chakra.li>
        ))}
      </chakra.ul>
    </LandingSection>
  );
}

export function FinalCallToActionSection() {
  return (
    <LandingSection
      id="get-started"
      title={finalCallToAction.title}
      lead={finalCallToAction.lead}
      background="gray.50"
    >
      <Box textAlign="center">
        <Button asChild size="lg" colorPalette="blue">
          <RouterLink to="/register">{finalCallToAction.button}</RouterLink>
        </Button>
      </Box>
    </LandingSection>
  );
}

export function SupportSection() {
  return (
    <Box bg="white" pb="16" px="4">
      <Reveal maxW="xl" mx="auto">
        <SupportContact />
      </Reveal>
    </Box>
  );
}
