import { pageTitles } from '@appointments/domain';
import { Stack } from '@chakra-ui/react';
import { CalendarSubscriptionCard } from '@/features/calendar';
import { MailPreferencesCard } from '@/features/mail-preferences';
import { useNow } from '@/lib/use-now';
import { useEditableProfile } from './api/use-editable-profile';
import { ProfilePage } from './components/profile-page';
import { StudentProfileScreen } from './components/student-profile-screen';

export default function StudentProfilePage() {
  const own = useEditableProfile('student');
  const now = useNow();
  return (
    <ProfilePage
      title={pageTitles.studentProfile}
      loading={own.loading}
      failed={own.failed}
      onRetry={own.reload}
    >
      {own.profile && (
        <Stack gap="6">
          <StudentProfileScreen student={own.profile} now={now} onSave={own.save} onUpload={own.upload} />
          <MailPreferencesCard />
          <CalendarSubscriptionCard />
        </Stack>
      )}
    </ProfilePage>
  );
}
