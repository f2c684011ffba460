import { QUICK_NAV_LABELS } from '@appointments/domain';
import { Box, Heading, Stack } from '@chakra-ui/react';
import { PageMain } from './page-main';

interface PlaceholderPageProps {
  title: string;
  /** Anchors the Quick Nav scrolls to; each gets a headed section. */
  sections?: readonly string[];
}

/**
 * The frame of a signed-in page whose body a later change fills in: its heading and the sections the
 * navigation bar's Quick Nav needs, so routing, guards and scrolling work end to end today.
 */
export function PlaceholderPage({ title, sections = [] }: PlaceholderPageProps) {
  return (
    <PageMain title={title} maxW="6xl" mx="auto" px="4" py="8">
      <Heading as="h1" size="2xl" mb="6">
        {title}
      </Heading>
      <Stack gap="6">
        {sections.map((id) => (
          <Box
            as="section"
            key={id}
            id={id}
            aria-labelledby={`${id}-heading`}
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            rounded="lg"
            p="6"
            minH="80"
          >
            <Heading as="h2" size="lg" id={`${id}-heading`}>
              {QUICK_NAV_LABELS[id] ?? id}
            </Heading>
          </Box>
        ))}
      </Stack>
    </PageMain>
  );
}
