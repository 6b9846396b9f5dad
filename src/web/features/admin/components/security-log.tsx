import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SecurityEventView } from '@/shared/api-types';
import { SecurityLogQuerySchema } from '@/shared/schemas/security-log';
import { SECURITY_EVENT_LABELS, SECURITY_EVENT_TYPES } from '@/shared/security-events';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Pager } from '@/web/components/ui/pager';
import { platformTimeZone } from '@/web/lib/platform-time-zone';
import { useSecurityEvents } from '../api/admin';

/** Built on first use: the zone is the one the server wrote into the page. */
let formatter: Intl.DateTimeFormat | null = null;
const when = (iso: string) => {
  formatter ??= new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: platformTimeZone(),
  });
  return formatter.format(new Date(iso));
};

const FILTERS = ['type', 'q', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/**
 * The administration's "Journal de sécurité": filters kept in the address (a link shows the same
 * events), checked with the API's own schema before any request.
 */
export function SecurityLog() {
  const [params, setParams] = useSearchParams();
  const applied: Filters = { type: '', q: '', from: '', to: '' };
  for (const key of FILTERS) applied[key] = params.get(key) ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [draft, setDraft] = useState<Filters>(applied);
  const [errors, setErrors] = useState<Partial<Filters>>({});

  const parsed = SecurityLogQuerySchema.safeParse({ ...withoutEmpty(applied), page });
  const query = parsed.success ? parsed.data : { q: '', page: 1 };
  const events = useSecurityEvents(query);

  const go = (filters: Filters, nextPage = 1) => {
    const checked = SecurityLogQuerySchema.safeParse({ ...withoutEmpty(filters), page: nextPage });
    if (!checked.success) {
      const found: Partial<Filters> = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] as keyof Filters;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const next = new URLSearchParams(withoutEmpty(filters));
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };
  const field = (key: keyof Filters) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });

  return (
    <div className="grid gap-6">
      <form
        noValidate
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          go(draft);
        }}
      >
        <FormField id="security-type" label="Type" error={errors.type}>
          <NativeSelect {...field('type')}>
            <option value="">Tous les types</option>
            {SECURITY_EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {SECURITY_EVENT_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="security-q" label="Recherche" error={errors.q}>
          <Input type="search" maxLength={100} placeholder="E-mail, cible ou IP" {...field('q')} />
        </FormField>
        <FormField id="security-from" label="Du" error={errors.from}>
          <Input type="date" {...field('from')} />
        </FormField>
        <FormField id="security-to" label="Au" error={errors.to}>
          <Input type="date" {...field('to')} />
        </FormField>
        <Button type="submit">Filtrer</Button>
      </form>
      <QueryState
        query={events}
        error="Impossible de charger le journal de sécurité."
        isEmpty={(data) => data.items.length === 0}
        empty="Aucun événement ne correspond à ces filtres."
      >
        {(data) => (
          <>
            <p className="text-sm text-muted-foreground">
              {data.total} événement{data.total > 1 ? 's' : ''}
            </p>
            {/* The table scrolls inside its own box: the page never scrolls sideways on a phone. */}
            <div className="max-w-full overflow-x-auto rounded-lg border">
              <table className="w-full min-w-[56rem] text-left text-sm">
                <thead className="border-b bg-muted/50 text-muted-foreground">
                  <tr>
                    <th className="px-3 py-2">Date</th>
                    <th className="px-3 py-2">Événement</th>
                    <th className="px-3 py-2">Qui</th>
                    <th className="px-3 py-2">Cible</th>
                    <th className="px-3 py-2">IP</th>
                    <th className="px-3 py-2">Navigateur</th>
                    <th className="px-3 py-2">Détails</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((event) => (
                    <EventRow key={event.id} event={event} />
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={data.page}
              total={data.total}
              pageSize={data.pageSize}
              onChange={(next) => go(applied, next)}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}

function EventRow({ event }: { event: SecurityEventView }) {
  const details = Object.entries(event.details);
  return (
    <tr className="border-b align-top last:border-0">
      <td className="px-3 py-2 whitespace-nowrap">{when(event.at)}</td>
      <td className="px-3 py-2">{SECURITY_EVENT_LABELS[event.type]}</td>
      <td className="px-3 py-2 break-all">{event.actorEmail ?? 'Visiteur'}</td>
      <td className="px-3 py-2 break-all">{event.target ?? '–'}</td>
      <td className="px-3 py-2 whitespace-nowrap">{event.ip ?? '–'}</td>
      <td className="max-w-48 truncate px-3 py-2" title={event.userAgent ?? undefined}>
        {event.userAgent ?? '–'}
      </td>
      <td className="px-3 py-2">
        {details.length === 0
          ? '–'
          : details.map(([key, value]) => (
              <div key={key}>
                {key} : {String(value)}
              </div>
            ))}
      </td>
    </tr>
  );
}

function withoutEmpty(filters: Filters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
}
