import { Download, Plus, Upload } from 'lucide-react';
import { useDeferredValue, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ClientImportReport } from '@/shared/api-types';
import { ACCOUNT_BADGE, CLIENT_IMPORT_MAX_BYTES, CLIENT_IMPORT_TOO_LARGE } from '@/shared/clients';
import { formatDate, pluralize } from '@/shared/format';
import { pages } from '@/shared/pages';
import { formatPhone } from '@/shared/phone';
import { AllergyBadge } from '@/web/components/allergy-badge';
import { PageHeader } from '@/web/components/layout/page-header';
import { EmptyState, QueryState } from '@/web/components/query-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Pager } from '@/web/components/ui/pager';
import { clientsCsvUrl, useClients, useImportClients } from '@/web/features/clients/api/clients';
import { NewClientDialog } from '@/web/features/clients/components/client-form-dialog';
import { toast, toastError } from '@/web/lib/toast';
import { usePageTitle } from '@/web/lib/use-page-title';

/**
 * "Clients": the owner's book across their salons, last visit first; a search by name or by any
 * spelling of a number; "Nouveau client", "Importer des clients" (CSV) and "Exporter". The search
 * and the page live in the address.
 */
export function Component() {
  usePageTitle('Clients');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const q = useDeferredValue(typed.trim());
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useClients(q, page);
  const [creating, setCreating] = useState(false);
  const [report, setReport] = useState<ClientImportReport | null>(null);
  const importClients = useImportClients();
  const fileInput = useRef<HTMLInputElement>(null);

  const go = (next: { q?: string; page?: number }) =>
    setParams(
      (current) => {
        const address = new URLSearchParams(current);
        const search = next.q ?? address.get('q') ?? '';
        if (search) address.set('q', search);
        else address.delete('q');
        if (next.page && next.page > 1) address.set('page', String(next.page));
        else address.delete('page');
        return address;
      },
      { replace: true },
    );

  const onImport = (file: File | undefined) => {
    if (!file) return;
    if (file.size > CLIENT_IMPORT_MAX_BYTES) {
      toast.error('Erreur', { description: CLIENT_IMPORT_TOO_LARGE });
      return;
    }
    importClients.mutate(file, {
      onSuccess: (answer) => {
        setReport(answer);
        toast.success('Import terminé');
      },
      onError: (error) => toastError(error, "L'import des clients a échoué."),
    });
  };

  return (
    <>
      <PageHeader title="Clients" description="Les clients de vos salons, avec ou sans compte Rendezvous.">
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden="true" />
            Nouveau client
          </Button>
          <Button
            variant="outline"
            disabled={importClients.isPending}
            onClick={() => fileInput.current?.click()}
          >
            <Upload className="size-4" aria-hidden="true" />
            Importer des clients
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            tabIndex={-1}
            aria-label="Fichier CSV de clients"
            onChange={(event) => {
              onImport(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button variant="outline" asChild>
            <a href={clientsCsvUrl()} download>
              <Download className="size-4" aria-hidden="true" />
              Exporter
            </a>
          </Button>
        </div>
      </PageHeader>
      {report && (
        <p role="status" className="mb-4 rounded-md border bg-muted/40 p-3 text-sm">
          {report.summary}
        </p>
      )}
      <search className="mb-4 block max-w-md">
        <FormField
          id="client-search"
          label="Rechercher un client"
          hint="Nom, e-mail ou numéro, écrit comme vous voulez."
        >
          <Input
            type="search"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              go({ q: event.target.value.trim(), page: 1 });
            }}
          />
        </FormField>
      </search>
      <QueryState
        query={list}
        error="Impossible de charger vos clients."
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState className="p-10">
            {q
              ? 'Aucun client ne correspond à cette recherche.'
              : 'Votre carnet est vide : vos clients y entrent à leur premier rendez-vous.'}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <p className="mb-2 text-sm text-muted-foreground">
              {data.totalIsMore
                ? `Plus de ${pluralize(data.total, 'client', 'clients')}`
                : pluralize(data.total, 'client', 'clients')}
            </p>
            <ul className="divide-y rounded-lg border">
              {data.items.map((client) => (
                <li key={client.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <div className="grid min-w-0 gap-0.5">
                    <Link
                      to={pages.client(client.id)}
                      className="font-medium text-primary underline-offset-4 hover:underline [overflow-wrap:anywhere]"
                    >
                      {client.fullName}
                    </Link>
                    <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                      {[client.phone ? formatPhone(client.phone) : null, client.email]
                        .filter(Boolean)
                        .join(' · ') || 'Sans coordonnées'}
                    </span>
                  </div>
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    {client.allergies && <AllergyBadge allergies={client.allergies} compact />}
                    {client.hasAccount && <Badge variant="secondary">{ACCOUNT_BADGE}</Badge>}
                    <span className="text-muted-foreground">
                      {client.lastVisitAt
                        ? `Dernière visite : ${formatDate(client.lastVisitAt)}`
                        : 'Aucune visite'}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
            <Pager
              page={data.page}
              total={data.total}
              pageSize={data.pageSize}
              onChange={(next) => go({ page: next })}
            />
          </>
        )}
      </QueryState>
      {creating && (
        <NewClientDialog
          onOpenChange={setCreating}
          onCreated={(file) => {
            setCreating(false);
            navigate(pages.client(file.id));
          }}
        />
      )}
    </>
  );
}
