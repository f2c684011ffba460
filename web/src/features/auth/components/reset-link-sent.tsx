import { forgotPasswordTexts } from '@appointments/domain';
import { Box, Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface ResetLinkSentProps {
  email: string;
  onTryDifferentEmail: () => void;
}

/** The 'Email Sent!' view: where the link went and what to do next. */
export function ResetLinkSent({ email, onTryDifferentEmail }: ResetLinkSentProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone; put focus on the news so screen readers announce it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Box role="status">
      <Heading as="h2" size="xl" textAlign="center" color="green.800" ref={headingRef} tabIndex={-1}>
        {forgotPasswordTexts.sentTitle}
      </Heading>
      <Text textAlign="center" mt="2" color="gray.700">
        {forgotPasswordTexts.sentTo}
      </Text>
      <Text textAlign="center" fontWeight="semibold" color="gray.900" data-testid="sent-email">
        {email}
      </Text>
      <Box bg="blue.50" rounded="md" p="4" mt="4">
        <Text fontWeight="semibold" color="blue.900" mb="2">
          {forgotPasswordTexts.nextSteps}
        </Text>
        <chakra.ol pl="5" listStyleType="decimal" color="gray.800">
          {forgotPasswordTexts.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </chakra.ol>
      </Box>
      <Stack gap="3" mt="6">
        <Button asChild colorPalette="blue">
          <RouterLink to="/login">{forgotPasswordTexts.backToLogin}</RouterLink>
        </Button>
        <Button variant="outline" onClick={onTryDifferentEmail}>
          {forgotPasswordTexts.tryDifferentEmail}
        </Button>
      </Stack>
    </Box>
  );
}
