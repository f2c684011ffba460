import { registerTexts } from '@appointments/domain';
import { useState } from 'react';
import { AuthCard } from '@/components/ui/auth-card';
import { RegisterForm } from './components/register-form';
import { RegistrationSuccess } from './components/registration-success';

export default function RegisterPage() {
  const [registered, setRegistered] = useState(false);

  return (
    <AuthCard title={registerTexts.title} subtitle={registered ? undefined : registerTexts.subtitle}>
      {registered ? <RegistrationSuccess /> : <RegisterForm onRegistered={() => setRegistered(true)} />}
    </AuthCard>
  );
}
