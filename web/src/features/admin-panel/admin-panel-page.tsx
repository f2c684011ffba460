import { pageTitles, QUICK_NAV_SECTIONS } from '@appointments/domain';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function AdminPanelPage() {
  return <PlaceholderPage title={pageTitles.adminPanel} sections={QUICK_NAV_SECTIONS.admin} />;
}
