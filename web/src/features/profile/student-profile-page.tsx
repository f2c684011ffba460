import { pageTitles, type StudentProfileUpdate } from '@appointments/domain';
import { useNow } from '@/lib/use-now';
import { saveProfileWithNotice, uploadPictureWithNotice } from './api/profile-actions';
import { useOwnProfile } from './api/use-own-profile';
import { ProfilePage } from './components/profile-page';
import { StudentProfileScreen } from './components/student-profile-screen';

export default function StudentProfilePage() {
  const own = useOwnProfile('student');
  const now = useNow();

  async function save(update: StudentProfileUpdate) {
    const saved = await saveProfileWithNotice('student', update);
    own.replace(() => saved);
  }

  async function upload(file: File) {
    const profilePicture = await uploadPictureWithNotice('student', file);
    own.replace((student) => ({ ...student, profile: { ...student.profile, profilePicture } }));
  }

  return (
    <ProfilePage
      title={pageTitles.studentProfile}
      loading={own.loading}
      failed={own.failed}
      onRetry={own.reload}
    >
      {own.profile && (
        <StudentProfileScreen student={own.profile} now={now} onSave={save} onUpload={upload} />
      )}
    </ProfilePage>
  );
}
