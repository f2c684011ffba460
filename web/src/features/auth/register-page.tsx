import { REGISTRATION_REDIRECT_MS, registerTexts } from '@appointments/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthCard } from '@/components/ui/auth-card';
import { RegisterForm } from './components/register-form';
import { RegistrationSuccess } from './components/registration-success';

export default function RegisterPage() {
  const navigate = useNavigate();
  const [registered, setRegistered] = useState(false);

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => void navigate('/login'), REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [registered, navigate]);

  return (
    <AuthCard title={registerTexts.title} subtitle={registerTexts.subtitle}>
      {registered ? <RegistrationSuccess /> : <RegisterForm onRegistered={() => setRegistered(true)} />}
    </AuthCard>
  );
}
