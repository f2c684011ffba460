import { offlineTexts } from '@appointments/domain';
import { Box, Button, Flex, Text } from '@chakra-ui/react';

/**
 * 'A new version is available — Reload' (loaded only then, app/layout/signed-in-layout.tsx): shown once a deploy's service worker has installed and waits. It stays
 * until the person reloads (a form half filled is theirs to finish first); the next load runs the new build.
 */
export function UpdatePrompt({ reload }: { reload: () => void }) {
  return (
    // Above the phones' bottom section bar (the dashboards'), beside nothing on wider screens.
    <Box
      position="fixed"
      insetX="0"
      bottom={{ base: '20', md: '4' }}
      px="4"
      zIndex="toast"
      pointerEvents="none"
    >
      <Flex
        role="status"
        mx="auto"
        maxW="md"
        align="center"
        justify="space-between"
        gap="3"
        bg="surface.card"
        color="ink"
        borderWidth="1px"
        borderColor="line.strong"
        rounded="lg"
        shadow="lg"
        px="4"
        py="3"
        pointerEvents="auto"
      >
        <Text textStyle="body">{offlineTexts.updateAvailable}</Text>
        <Button size="sm" colorPalette="blue" onClick={reload}>
          {offlineTexts.reload}
        </Button>
      </Flex>
    </Box>
  );
}
