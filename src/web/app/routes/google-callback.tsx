import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CALENDAR_CALLBACK_REDIRECT_MS, CALENDAR_TEXTS } from '@/shared/calendar';
import { pages } from '@/shared/pages';
import { Spinner } from '@/web/components/ui/spinner';
import { useCalendarProvider, useCompleteConnection } from '@/web/features/calendar/api/calendar';
import { ApiError } from '@/web/lib/api-client';
import { useSession } from '@/web/lib/session/session';
import { toast } from '@/web/lib/toast';
import { usePageTitle } from '@/web/lib/use-page-title';

type Phase = 'processing' | 'success' | 'error';

/**
 * Where the calendar provider sends the person back (docs/product.md#calendar-link). No route guard:
 * a signed-out visitor gets the page's own toast before going to /login (decision 017).
 */
export function Component() {
  usePageTitle('Connexion du calendrier');
  const session = useSession();
  const providerQuery = useCalendarProvider();
  const provider = providerQuery.data?.provider;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteConnection();
  const [phase, setPhase] = useState<Phase>('processing');
  // The code can be exchanged once: a second run of the effect must not send it again.
  const started = useRef(false);

  useEffect(() => {
    const finish = (next: Phase) => {
      setPhase(next);
      window.setTimeout(() => navigate(pages.dashboard, { replace: true }), CALENDAR_CALLBACK_REDIRECT_MS);
    };
    // Without the server's answer nothing can be checked: an error, and back to the dashboard.
    if (!started.current && providerQuery.isError) {
      started.current = true;
      finish('error');
      return;
    }
    if (started.current || session.status === 'loading' || !provider) return;
    started.current = true;
    if (session.status === 'signed-out') {
      toast.error(CALENDAR_TEXTS.signedOutTitle, { description: CALENDAR_TEXTS.signedOut(provider) });
      navigate(pages.login, { replace: true });
      return;
    }
    const code = params.get('code');
    if (params.get('error') || !code) {
      toast.error(CALENDAR_TEXTS.providerErrorTitle(provider), {
        description: CALENDAR_TEXTS.providerError(provider),
      });
      finish('error');
      return;
    }
    complete.mutate(
      { code, state: params.get('state') ?? '' },
      {
        onSuccess: () => {
          toast.success(CALENDAR_TEXTS.connectedTitle(provider), {
            description: CALENDAR_TEXTS.connected(provider),
          });
          finish('success');
        },
        onError: (error) => {
          const tampered =
            error instanceof ApiError &&
            (error.code === 'calendar_state_mismatch' || error.fields.state !== undefined);
          if (tampered) {
            toast.error(CALENDAR_TEXTS.stateMismatchTitle, { description: CALENDAR_TEXTS.stateMismatch });
          } else {
            toast.error(CALENDAR_TEXTS.connectFailedTitle, {
              description: CALENDAR_TEXTS.connectFailed(provider),
            });
          }
          finish('error');
        },
      },
    );
  }, [session.status, provider, providerQuery.isError, params, navigate, complete]);

  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="sr-only">Connexion du calendrier</h1>
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4">
        {phase === 'processing' ? (
          <>
            <Spinner />
            {provider && <p className="text-lg">{CALENDAR_TEXTS.processing(provider)}</p>}
          </>
        ) : phase === 'success' ? (
          <>
            <CircleCheck aria-hidden="true" className="size-12 text-green-600" />
            <p className="text-lg font-semibold">{CALENDAR_TEXTS.success}</p>
          </>
        ) : (
          <>
            <CircleAlert aria-hidden="true" className="size-12 text-destructive" />
            <p className="text-lg font-semibold">{CALENDAR_TEXTS.failure}</p>
          </>
        )}
        {phase !== 'processing' && (
          <p className="text-sm text-muted-foreground">Redirection vers votre espace...</p>
        )}
      </div>
    </div>
  );
}
