import { pageTitles, supportContact } from '@appointments/domain';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { SupportDetails } from '@/components/ui/support-contact';

/** The spec links /contact from the forgot-password screen without showing it: the support details alone. */
export default function ContactPage() {
  return (
    <Page title={pageTitles.contact} heading={supportContact.title} width="narrow">
      <Card>
        <SupportDetails />
      </Card>
    </Page>
  );
}
