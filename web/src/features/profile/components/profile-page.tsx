import { errorMessages, profileTexts } from '@appointments/domain';
import { Button, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AlertBox } from '@/components/ui/alert-box';
import { PageMain } from '@/components/ui/page-main';

interface ProfilePageProps {
  title: string;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  children: ReactNode;
}

/** The page frame: its heading, then the profile, or why it is not there yet. */
export function ProfilePage({ title, loading, failed, onRetry, children }: ProfilePageProps) {
  return (
    <PageMain title={title} maxW="6xl" mx="auto" px="4" py="8">
      <Heading as="h1" size="2xl" mb="6">
        {title}
      </Heading>
      {failed && !loading && (
        <AlertBox>
          <Text mb="2">{errorMessages.profileLoadFailed}</Text>
          <Button size="sm" colorPalette="red" variant="outline" bg="white" onClick={onRetry}>
            {profileTexts.retry}
          </Button>
        </AlertBox>
      )}
      {loading && !children ? (
        <Text role="status" color="gray.700">
          {profileTexts.loading}
        </Text>
      ) : (
        children
      )}
    </PageMain>
  );
}
