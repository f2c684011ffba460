import { pageTitles } from '@appointments/domain';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function MessagesPage() {
  return <PlaceholderPage title={pageTitles.messages} />;
}
