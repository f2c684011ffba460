import { pageTitles } from '@appointments/domain';
import { Stack } from '@chakra-ui/react';
import { CalendarSubscriptionCard } from '@/features/calendar';
import { MailPreferencesCard } from '@/features/mail-preferences';
import { useEditableProfile } from './api/use-editable-profile';
import { useOfficeHoursLines } from './api/use-office-hours-lines';
import { ProfilePage } from './components/profile-page';
import { TeacherProfileScreen } from './components/teacher-profile-screen';

export default function TeacherProfilePage() {
  const own = useEditableProfile('teacher');
  const weeklyOfficeHours = useOfficeHoursLines();
  return (
    <ProfilePage
      title={pageTitles.teacherProfile}
      loading={own.loading}
      failed={own.failed}
      onRetry={own.reload}
    >
      {own.profile && (
        <Stack gap="6">
          <TeacherProfileScreen
            teacher={own.profile}
            onSave={own.save}
            onUpload={own.upload}
            weeklyOfficeHours={weeklyOfficeHours}
          />
          <MailPreferencesCard />
          <CalendarSubscriptionCard />
        </Stack>
      )}
    </ProfilePage>
  );
}
