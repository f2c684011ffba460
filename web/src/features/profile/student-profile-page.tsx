import { pageTitles } from '@appointments/domain';
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
        <StudentProfileScreen student={own.profile} now={now} onSave={own.save} onUpload={own.upload} />
      )}
    </ProfilePage>
  );
}
