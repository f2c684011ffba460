import { pageTitles } from '@appointments/domain';
import { Stack } from '@chakra-ui/react';
import { MailPreferencesCard } from '@/features/mail-preferences';
import { useEditableProfile } from './api/use-editable-profile';
import { ProfilePage } from './components/profile-page';
import { TeacherProfileScreen } from './components/teacher-profile-screen';

export default function TeacherProfilePage() {
  const own = useEditableProfile('teacher');
  return (
    <ProfilePage
      title={pageTitles.teacherProfile}
      loading={own.loading}
      failed={own.failed}
      onRetry={own.reload}
    >
      {own.profile && (
        <Stack gap="6">
          <TeacherProfileScreen teacher={own.profile} onSave={own.save} onUpload={own.upload} />
          <MailPreferencesCard />
        </Stack>
      )}
    </ProfilePage>
  );
}
