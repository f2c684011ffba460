import { registerTexts } from '@appointments/domain';
import { lazy, Suspense, useState } from 'react';
import { AuthCard } from '@/components/ui/auth-card';
import { usePreloadOnFirstUse } from '@/lib/use-preload-on-first-use';
import { RegisterForm } from './components/register-form';

// Shown only once the account exists: it loads on the visitor's first sign of use (and is waited for before
// the form gives way to it), so the register page's first script is without it and its icons.
const loadRegistrationSuccess = () => import('./components/registration-success');
const RegistrationSuccess = lazy(() =>
  loadRegistrationSuccess().then((module) => ({ default: module.RegistrationSuccess })),
);

export default function RegisterPage() {
  const [registered, setRegistered] = useState<{ approved: boolean }>();
  usePreloadOnFirstUse(loadRegistrationSuccess);
  // A chunk that failed to load is tried again by the lazy component, which reports its own failure.
  const showSuccess = (approved: boolean) =>
    loadRegistrationSuccess()
      .catch(() => undefined)
      .then(() => setRegistered({ approved }));

  return (
    <AuthCard title={registerTexts.title} subtitle={registered ? undefined : registerTexts.subtitle}>
      {registered ? (
        <Suspense fallback={null}>
          <RegistrationSuccess approved={registered.approved} />
        </Suspense>
      ) : (
        <RegisterForm onRegistered={showSuccess} />
      )}
    </AuthCard>
  );
}
