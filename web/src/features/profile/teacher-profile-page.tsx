import { pageTitles, type TeacherProfileUpdate } from '@appointments/domain';
import { saveProfileWithNotice, uploadPictureWithNotice } from './api/profile-actions';
import { useOwnProfile } from './api/use-own-profile';
import { ProfilePage } from './components/profile-page';
import { TeacherProfileScreen } from './components/teacher-profile-screen';

export default function TeacherProfilePage() {
  const own = useOwnProfile('teacher');

  async function save(update: TeacherProfileUpdate) {
    const saved = await saveProfileWithNotice('teacher', update);
    own.replace(() => saved);
  }

  async function upload(file: File) {
    const profilePicture = await uploadPictureWithNotice('teacher', file);
    own.replace((teacher) => ({ ...teacher, profile: { ...teacher.profile, profilePicture } }));
  }

  return (
    <ProfilePage
      title={pageTitles.teacherProfile}
      loading={own.loading}
      failed={own.failed}
      onRetry={own.reload}
    >
      {own.profile && <TeacherProfileScreen teacher={own.profile} onSave={save} onUpload={upload} />}
    </ProfilePage>
  );
}
