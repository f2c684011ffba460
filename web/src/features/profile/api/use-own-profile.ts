import { errorMessages } from '@appointments/domain';
import { useCallback, useEffect, useState } from 'react';
import { notify } from '@/lib/notify';
import { fetchOwnProfile, type ProfileOf, type ProfileRole } from './profile-api';

export interface OwnProfile<P> {
  profile: P | null;
  loading: boolean;
  failed: boolean;
  reload(): void;
  /** The saved profile as the API last returned it (after a save or a picture upload). */
  replace(update: (current: P) => P): void;
}

/** The signed-in user's profile from GET /{role}/profile; a failure says 'Failed to load profile'. */
export function useOwnProfile<R extends ProfileRole>(role: R): OwnProfile<ProfileOf<R>> {
  const [profile, setProfile] = useState<ProfileOf<R> | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    // Read so a reload (a new generation) fetches again.
    void generation;
    let active = true;
    setLoading(true);
    fetchOwnProfile(role)
      .then((loaded) => {
        if (!active) return;
        setProfile(loaded);
        setFailed(false);
      })
      .catch((error: unknown) => {
        if (!active) return;
        notify.error(
          error instanceof Error && error.message ? error.message : errorMessages.profileLoadFailed,
        );
        setFailed(true);
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [role, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const replace = useCallback(
    (update: (current: ProfileOf<R>) => ProfileOf<R>) =>
      setProfile((current) => (current === null ? current : update(current))),
    [],
  );
  return { profile, loading, failed, reload, replace };
}
