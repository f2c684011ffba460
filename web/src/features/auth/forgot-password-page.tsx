import { forgotPasswordTexts } from '@appointments/domain';
import { useState } from 'react';
import { AuthCard } from '@/components/ui/auth-card';
import { ForgotPasswordForm } from './components/forgot-password-form';
import { ResetLinkSent } from './components/reset-link-sent';

export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthCard
      title={forgotPasswordTexts.title}
      subtitle={sentTo === null ? forgotPasswordTexts.subtitle : undefined}
    >
      {sentTo === null ? (
        <ForgotPasswordForm onSent={setSentTo} />
      ) : (
        <ResetLinkSent email={sentTo} onTryDifferentEmail={() => setSentTo(null)} />
      )}
    </AuthCard>
  );
}
