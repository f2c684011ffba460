import { loginTexts } from '@appointments/domain';
import { Box } from '@chakra-ui/react';
import { Notice } from '@/components/ui/notice';

/**
 * Login refused because an admin has not approved the account yet: information, not an error. Loaded on demand
 * (login-form.tsx): the Notice and its icons are not in the login page's first script.
 */
export function AwaitingApprovalNotice({ failure }: { failure: string }) {
  return (
    <Box mb="4">
      <Notice tone="info" title={loginTexts.awaitingApprovalTitle}>
        <span id="login-failure">{failure}</span>. {loginTexts.awaitingApprovalNote}
      </Notice>
    </Box>
  );
}
