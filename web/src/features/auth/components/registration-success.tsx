import { registerTexts, successMessages } from '@appointments/domain';
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { CircleCheck, MailCheck } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * Shown after registration, until the person leaves: the account waits for an admin's approval, and a mail
 * says when it is approved, or (a student at the college's domains, when it approves them at once) it is
 * ready. No redirect (docs/spec-deviations.md): the person reads it at their pace.
 */
export function RegistrationSuccess({ approved }: { approved: boolean }) {
  return (
    <Box role="status" textAlign="center" py="2">
      <Box as="span" display="inline-flex" color="green.700" mb="2" aria-hidden="true">
        <CircleCheck size={48} />
      </Box>
      <Heading as="h2" textStyle="sectionTitle" color="green.800">
        {successMessages.registrationTitle}
      </Heading>
      <Text textStyle="body" mt="3" color="ink">
        {approved ? registerTexts.approvedAtOnce : registerTexts.awaitingApproval}
      </Text>
      {!approved && (
        <Flex mt="3" gap="2" justify="center" align="flex-start" color="ink.muted" textAlign="left">
          <Box as="span" flexShrink={0} mt="0.5" aria-hidden="true">
            <MailCheck size={18} />
          </Box>
          <Text textStyle="caption">{registerTexts.mailFollows}</Text>
        </Flex>
      )}
      <Flex mt="6" gap="3" justify="center" wrap="wrap">
        <Button asChild colorPalette="blue">
          <RouterLink to="/login">{registerTexts.goToLogin}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/">{registerTexts.backHome}</RouterLink>
        </Button>
      </Flex>
    </Box>
  );
}
