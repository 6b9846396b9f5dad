import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Me } from '@/shared/api-types';
import type { Role } from '@/shared/roles';
import { toast } from '@/web/lib/toast';
import { forgetPersonData, meQueryOptions, useMeQuery } from './me-query';
import { onSessionChangeElsewhere } from './session-channel';

export type Session =
  | { status: 'loading'; me: null }
  | { status: 'signed-out'; me: null }
  | ({ status: 'signed-in'; me: Me } & Me);

/** The session as the pages see it (docs/product.md#sessions): user, userDetails, role and the is* flags. */
export function useSession(): Session {
  const { data, isPending } = useMeQuery();
  if (isPending) return { status: 'loading', me: null };
  if (!data) return { status: 'signed-out', me: null };
  return { status: 'signed-in', me: data, ...data };
}

export function hasRole(session: Session, roles: readonly Role[]): boolean {
  return session.status === 'signed-in' && roles.includes(session.role);
}

/** Keeps the session in step with other tabs and says so when it cannot be read. */
export function SessionSync() {
  const queryClient = useQueryClient();
  const { isError } = useMeQuery();
  const warned = useRef(false);

  useEffect(
    () =>
      onSessionChangeElsewhere(() => {
        // Another tab signed someone in or out: nothing fetched for the previous person may stay.
        forgetPersonData(queryClient);
        void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      }),
    [queryClient],
  );

  useEffect(() => {
    if (isError && !warned.current) {
      warned.current = true;
      toast.error("Erreur d'authentification", { description: 'Impossible de récupérer votre session' });
    }
    if (!isError) warned.current = false;
  }, [isError]);

  return null;
}
