import { loginTexts } from '@appointments/domain';
import { AuthCard } from '@/components/ui/auth-card';
import { CollegeSignIn } from './components/college-sign-in';
import { DemoAccountsHint } from './components/demo-accounts-hint';
import { LoginForm } from './components/login-form';

export default function LoginPage() {
  return (
    <AuthCard title={loginTexts.title} subtitle={loginTexts.subtitle}>
      <CollegeSignIn passwordForm={<LoginForm />} />
      <DemoAccountsHint />
    </AuthCard>
  );
}
