import { pushTexts as t } from '@appointments/domain';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { BellOff, BellRing } from 'lucide-react';
import { type PushOptIn, usePushOptIn } from '../model/use-push-opt-in';

/**
 * 'Get notifications on this device' in the notification panel: shown only where the college sends push and the
 * browser can take it; says whether it is on, off, or blocked by the browser, and why an attempt failed.
 */
export function PushOptInSection({ optIn }: { optIn: PushOptIn }) {
  const { state, working, message, turnOn, turnOff } = optIn;
  if (state === 'hidden') return null;
  const Icon = state === 'on' ? BellRing : BellOff;
  return (
    <Box
      as="section"
      aria-label={t.heading}
      px="4"
      py="3"
      borderBottomWidth="1px"
      borderColor="line"
      data-testid="push-opt-in"
      data-state={state}
    >
      <Flex gap="3" align="flex-start">
        <Box
          as="span"
          flexShrink={0}
          mt="0.5"
          color={state === 'on' ? 'brand.solid' : 'ink.muted'}
          aria-hidden="true"
        >
          <Icon size={18} />
        </Box>
        <Box minW="0" flex="1">
          <Text textStyle="caption" color="ink.muted" role="status">
            {state === 'on' ? t.on : state === 'blocked' ? t.blocked : t.off}
          </Text>
          {message && (
            <Text textStyle="caption" color="red.700" mt="1" role="alert" data-testid="push-message">
              {message}
            </Text>
          )}
          {state === 'off' && (
            <Button
              size="sm"
              mt="2"
              colorPalette="blue"
              onClick={turnOn}
              disabled={working}
              w={{ base: 'full', md: 'auto' }}
            >
              {working ? t.turningOn : t.turnOn}
            </Button>
          )}
          {state === 'on' && (
            <Button
              size="sm"
              mt="2"
              variant="outline"
              colorPalette="gray"
              onClick={turnOff}
              disabled={working}
              w={{ base: 'full', md: 'auto' }}
            >
              {working ? t.turningOff : t.turnOff}
            </Button>
          )}
        </Box>
      </Flex>
    </Box>
  );
}

/** The section with its state, for the open panel (mounted only while it is open). */
export function PushOptInPanel() {
  return <PushOptInSection optIn={usePushOptIn(true)} />;
}
