import { pageTitles } from '@appointments/domain';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function TeacherProfilePage() {
  return <PlaceholderPage title={pageTitles.teacherProfile} />;
}
