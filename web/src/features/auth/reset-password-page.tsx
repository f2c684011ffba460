import { resetPasswordTexts } from '@appointments/domain';
import { useParams } from 'react-router-dom';
import { AuthCard } from '@/components/ui/auth-card';
import { ResetPasswordForm } from './components/reset-password-form';

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  return (
    <AuthCard title={resetPasswordTexts.title} subtitle={resetPasswordTexts.subtitle}>
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
