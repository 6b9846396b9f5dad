import { useState } from 'react';
import type { SessionView } from '@/shared/api-types';
import { formatDate, formatTime, pluralize } from '@/shared/format';
import { QueryState } from '@/web/components/query-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { toast, toastError } from '@/web/lib/toast';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';

/** "Sessions actives": where the account is signed in, and a way to end each of the others. */
export function SessionsCard() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions({
    onSuccess: ({ ended }) =>
      toast.success('Sessions déconnectées', {
        description: `${pluralize(ended, 'autre session fermée', 'autres sessions fermées')}.`,
      }),
    onError: (error) => toastError(error, 'Impossible de déconnecter les autres sessions.'),
  });
  const [shown, setShown] = useState(false);
  const count = sessions.data?.items.length ?? 1;
  const others = count - 1;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Sessions actives</CardTitle>
        <CardDescription>
          Les appareils où votre compte est connecté. Une session sans activité pendant 7 jours se ferme
          d'elle-même, et toute session au bout de 30 jours.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm">
          {count === 1 ? '1 session ouverte' : `${count} sessions ouvertes`}, dont celle-ci.
        </p>
        {/* Folded until asked for: its "Déconnecter" buttons then do not crowd the page's others. */}
        <Button
          variant="ghost"
          className="justify-self-start"
          aria-expanded={shown}
          aria-controls="sessions-list"
          onClick={() => setShown(!shown)}
        >
          {shown ? 'Masquer les sessions' : 'Afficher les sessions'}
        </Button>
        {shown && (
          <div id="sessions-list" className="grid gap-4">
            <QueryState query={sessions} error="Impossible de charger vos sessions.">
              {({ items }) => (
                <ul className="divide-y rounded-md border">
                  {items.map((session) => (
                    <SessionRow key={session.id} session={session} />
                  ))}
                </ul>
              )}
            </QueryState>
          </div>
        )}
        {shown && others > 0 && (
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={endOthers.isPending}
            onClick={() => endOthers.mutate()}
          >
            Déconnecter toutes les autres sessions
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function SessionRow({ session }: { session: SessionView }) {
  const end = useEndSession();
  const lastActive = `${formatDate(session.lastActiveAt)} à ${formatTime(session.lastActiveAt)}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3">
      <div className="grid min-w-0 gap-0.5 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {session.device}
          {session.current && <Badge variant="secondary">Cette session</Badge>}
        </p>
        <p className="text-muted-foreground">
          {session.ip ? `IP ${session.ip} · ` : ''}Dernière activité : {lastActive}
        </p>
      </div>
      {!session.current && (
        <Button
          size="sm"
          variant="outline"
          disabled={end.isPending}
          aria-label={`Déconnecter ${session.device}`}
          onClick={() =>
            end.mutate(session.id, {
              onSuccess: () => toast.success('Session déconnectée', { description: session.device }),
              onError: (error) => toastError(error, 'Impossible de déconnecter cette session.'),
            })
          }
        >
          Déconnecter
        </Button>
      )}
    </li>
  );
}
