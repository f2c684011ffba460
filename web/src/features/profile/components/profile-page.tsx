import { errorMessages, profileTexts } from '@appointments/domain';
import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AlertBox } from '@/components/ui/alert-box';
import { Page } from '@/components/ui/page';
import { CardSkeleton } from '@/components/ui/skeleton';

interface ProfilePageProps {
  title: string;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  children: ReactNode;
}

/** The profile's layout while it loads: the header card, then the form's cards beside the side panels. */
function ProfileSkeleton() {
  return (
    <Stack gap="6" aria-busy="true">
      <Text role="status" srOnly>
        {profileTexts.loading}
      </Text>
      <CardSkeleton lines={1} />
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6">
        <Stack gap="6">
          <CardSkeleton lines={4} />
          <CardSkeleton lines={3} />
        </Stack>
        <CardSkeleton lines={3} />
      </Grid>
    </Stack>
  );
}

/** The page frame: its title, then the profile, or why it is not there yet. */
export function ProfilePage({ title, loading, failed, onRetry, children }: ProfilePageProps) {
  return (
    <Page offline="actions" title={title}>
      <Box>
        {failed && !loading && (
          <AlertBox>
            <Text mb="2">{errorMessages.profileLoadFailed}</Text>
            <Button size="sm" colorPalette="red" variant="outline" bg="white" onClick={onRetry}>
              {profileTexts.retry}
            </Button>
          </AlertBox>
        )}
        {loading && !children ? <ProfileSkeleton /> : children}
      </Box>
    </Page>
  );
}
