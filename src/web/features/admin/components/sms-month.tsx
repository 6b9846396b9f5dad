import { useState } from 'react';
import { smsMonthOf } from '@/shared/messaging';
import { QueryState } from '@/web/components/query-state';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Pager } from '@/web/components/ui/pager';
import { now } from '@/web/lib/clock';
import { useSmsMonth } from '../api/admin';

const count = (value: number) => value.toLocaleString('fr-FR');

/** "Novembre 2026". */
function monthName(month: string) {
  const text = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The admin's "SMS" page (decision 078): the month's SMS per salon, most first, against each
 * salon's cap, and the platform's total. A table: one row per salon, its header cells named.
 */
export function SmsMonth() {
  const [month, setMonth] = useState(() => smsMonthOf(now()));
  const [page, setPage] = useState(1);
  const sms = useSmsMonth(month, page);
  return (
    <div className="grid gap-4">
      <div className="max-w-48">
        <FormField id="admin-sms-month" label="Mois">
          <Input
            type="month"
            value={month}
            onChange={(event) => {
              // The browser gives "" while the field is being cleared: the month shown stays.
              if (/^\d{4}-\d{2}$/.test(event.target.value)) {
                setMonth(event.target.value);
                setPage(1);
              }
            }}
          />
        </FormField>
      </div>
      <QueryState query={sms} error="Impossible de charger les SMS du mois.">
        {(data) => (
          <div className="grid gap-3">
            <p className="text-sm">
              <span className="font-medium">
                {monthName(data.month)} : {count(data.totalSms)} SMS
              </span>{' '}
              <span className="text-muted-foreground">
                pour {count(data.salonCount)} salon{data.salonCount > 1 ? 's' : ''}
                {data.withoutSalon > 0 && `, et ${count(data.withoutSalon)} code(s) de vérification`}
              </span>
            </p>
            {data.items.length === 0 ? (
              <p className="text-muted-foreground">Aucun SMS ce mois-là.</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm [&_td]:py-2 [&_td]:pr-4 [&_th]:pr-4">
                  <caption className="sr-only">SMS du mois par salon</caption>
                  <thead className="border-b text-muted-foreground">
                    <tr>
                      <th scope="col" className="py-2">
                        Salon
                      </th>
                      <th scope="col">Propriétaire</th>
                      <th scope="col" className="text-right">
                        SMS
                      </th>
                      <th scope="col" className="text-right">
                        Plafond
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((salon) => (
                      <tr key={salon.salonId} className="border-b">
                        <th scope="row" className="py-2 font-medium">
                          {salon.salonName}
                        </th>
                        <td>{salon.ownerName}</td>
                        <td className="text-right tabular-nums">{count(salon.count)}</td>
                        <td className="text-right tabular-nums">
                          {count(salon.cap)}
                          {salon.count >= salon.cap && (
                            <span className="ml-1 text-destructive">(atteint)</span>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" className="py-2">
                        Total
                      </th>
                      <td />
                      <td className="text-right font-medium tabular-nums">{count(data.totalSms)}</td>
                      <td />
                    </tr>
                  </tfoot>
                </table>
              </div>
            )}
            <Pager page={page} total={data.salonCount} pageSize={data.pageSize} onChange={setPage} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
