import { apiErrorMessages, collegeSignInTexts, roleHome, successMessages } from '@appointments/domain';
import { Box, Button, Flex, Separator, Stack, Text } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AlertBox } from '@/components/ui/alert-box';
import { notify } from '@/lib/notify';
import { type SignInOptions, signInOptions } from '@/lib/sign-in-options';
import { SignInAbandoned, signInWithCollege } from '../api/college-sign-in';

const AwaitingApprovalNotice = lazy(() =>
  import('./awaiting-approval-notice').then((module) => ({ default: module.AwaitingApprovalNotice })),
);

/** The college's sign-in options, or none (passwords only) while they load or when they cannot be read. */
function useSignInOptions(): SignInOptions | undefined {
  const [options, setOptions] = useState<SignInOptions>();
  useEffect(() => {
    let current = true;
    void signInOptions().then((answer) => current && setOptions(answer));
    return () => {
      current = false;
    };
  }, []);
  return options;
}

/**
 * The login page's ways in: a button per identity provider the college turned on, then the password form
 * (`passwordForm`). When the college turned passwords off, the form stays for its administrators, folded
 * away under a link.
 */
export function CollegeSignIn({ passwordForm }: { passwordForm: ReactNode }) {
  const options = useSignInOptions();
  const navigate = useNavigate();
  const [busyWith, setBusyWith] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [showPasswords, setShowPasswords] = useState(false);
  const providers = options?.providers ?? [];
  if (providers.length === 0) return passwordForm;

  const continueWith = async (method: string) => {
    setBusyWith(method);
    setFailure(undefined);
    try {
      const role = await signInWithCollege(method, options?.allowedDomains ?? []);
      notify.success(successMessages.login);
      await navigate(roleHome(role), { replace: true });
    } catch (error) {
      if (!(error instanceof SignInAbandoned))
        setFailure(error instanceof Error ? error.message : collegeSignInTexts.failed);
    } finally {
      setBusyWith(undefined);
    }
  };

  return (
    <Stack gap="5">
      {failure === apiErrorMessages.notApproved ? (
        <Suspense fallback={null}>
          <AwaitingApprovalNotice failure={failure} />
        </Suspense>
      ) : (
        failure && (
          <AlertBox>
            <span>{failure}</span>
          </AlertBox>
        )
      )}
      <Stack gap="3">
        {providers.map((method) => (
          <Button
            key={method}
            size="lg"
            variant="outline"
            loading={busyWith === method}
            loadingText={collegeSignInTexts.signingIn}
            disabled={busyWith !== undefined}
            onClick={() => void continueWith(method)}
          >
            <KeyRound aria-hidden="true" />
            {collegeSignInTexts.continueWith(method)}
          </Button>
        ))}
      </Stack>
      {options?.passwords ? (
        <>
          <Flex align="center" gap="3" color="ink.muted">
            <Separator flex="1" />
            <Text textStyle="caption">{collegeSignInTexts.orWithPassword}</Text>
            <Separator flex="1" />
          </Flex>
          {passwordForm}
        </>
      ) : showPasswords ? (
        <Box pt="2">{passwordForm}</Box>
      ) : (
        <Button variant="plain" size="sm" color="ink.muted" onClick={() => setShowPasswords(true)}>
          {collegeSignInTexts.passwordForAdmins}
        </Button>
      )}
    </Stack>
  );
}
