import { pageTitles } from '@appointments/domain';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function StudentProfilePage() {
  return <PlaceholderPage title={pageTitles.studentProfile} />;
}
