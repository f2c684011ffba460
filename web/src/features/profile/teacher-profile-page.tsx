import { pageTitles } from '@appointments/domain';
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
      {own.profile && <TeacherProfileScreen teacher={own.profile} onSave={own.save} onUpload={own.upload} />}
    </ProfilePage>
  );
}
