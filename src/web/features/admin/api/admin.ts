import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { searchOf } from '@/shared/endpoint';
import { accounts } from '@/shared/endpoints/accounts';
import { admin as adminEndpoints } from '@/shared/endpoints/admin';
import type { Role } from '@/shared/roles';
import type { CreateAdminInput } from '@/shared/schemas/auth';
import type { SecurityLogQuery } from '@/shared/schemas/security-log';
import { callApi } from '@/web/lib/api-client';

export const overviewQuery = queryOptions({
  queryKey: ['admin', 'overview'],
  queryFn: ({ signal }) => callApi(adminEndpoints.overview, { signal }),
});
export const usersQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'users', q, page],
    queryFn: ({ signal }) => callApi(adminEndpoints.users, { query: { q, page }, signal }),
  });
export const salonsQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'salons', page],
    queryFn: ({ signal }) => callApi(adminEndpoints.salons, { query: { page }, signal }),
  });
export const providersQuery = (status: 'pending' | 'rejected') =>
  queryOptions({
    queryKey: ['admin', 'providers', status],
    queryFn: ({ signal }) => callApi(adminEndpoints.providers, { query: { status }, signal }),
  });
export const salonChangesQuery = queryOptions({
  queryKey: ['admin', 'salon-changes'],
  queryFn: ({ signal }) => callApi(adminEndpoints.salonChanges, { signal }),
});
export const securityEventsQuery = (query: SecurityLogQuery) => {
  // An empty filter is no filter: left out of the address, as the page's own URL leaves it out.
  const filters = { ...query, q: query.q || undefined };
  return queryOptions({
    queryKey: ['admin', 'security-events', searchOf(filters)],
    queryFn: ({ signal }) => callApi(adminEndpoints.securityEvents, { query: filters, signal }),
  });
};
/** The platform's SMS of a month per salon (decision 078). */
export const smsMonthQuery = (month: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'sms', month, page],
    queryFn: ({ signal }) => callApi(adminEndpoints.sms, { query: { month, page }, signal }),
  });
/** What waits for each background job (decision 086): refreshed while the page is open. */
export const jobsQuery = queryOptions({
  queryKey: ['admin', 'jobs'],
  queryFn: ({ signal }) => callApi(adminEndpoints.jobs, { signal }),
  refetchInterval: 10_000,
});
export const useJobs = () => useQuery(jobsQuery);
export const useSmsMonth = (month: string, page: number) => useQuery(smsMonthQuery(month, page));
export const useOverview = () => useQuery(overviewQuery);
export const useSalonChanges = () => useQuery(salonChangesQuery);
export const useSecurityEvents = (query: SecurityLogQuery) => useQuery(securityEventsQuery(query));
export const useAdminUsers = (q: string, page: number) => useQuery(usersQuery(q, page));
export const useAdminSalons = (page: number) => useQuery(salonsQuery(page));
export const useProviders = (status: 'pending' | 'rejected') => useQuery(providersQuery(status));

function useAdminMutation<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => {
      for (const key of ['admin', 'salons', 'dashboard'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}

export const useSetRole = () =>
  useAdminMutation(({ id, role }: { id: string; role: Role }) =>
    callApi(adminEndpoints.setRole, { params: { id }, body: { role } }),
  );
/** Resets another account's second factor with a reason the log keeps (decision 074). */
export const useResetTwoFactor = () =>
  useAdminMutation(({ id, reason }: { id: string; reason: string }) =>
    callApi(adminEndpoints.resetTwoFactor, { params: { id }, body: { reason } }),
  );
export const useDeleteUser = () =>
  useAdminMutation((id: string) => callApi(adminEndpoints.deleteUser, { params: { id } }));
export const useSetApproval = () =>
  useAdminMutation(({ id, isApproved }: { id: string; isApproved: boolean }) =>
    callApi(adminEndpoints.setApproval, { params: { id }, body: { isApproved } }),
  );
export const useDeleteSalonAsAdmin = () =>
  useAdminMutation((id: string) => callApi(adminEndpoints.deleteSalon, { params: { id } }));
export const useDecideProvider = () =>
  useAdminMutation((decision: { id: string } & ({ approve: true } | { approve: false; reason: string })) =>
    decision.approve
      ? callApi(adminEndpoints.approveProvider, { params: { id: decision.id }, body: {} })
      : callApi(adminEndpoints.refuseProvider, {
          params: { id: decision.id },
          body: { reason: decision.reason },
        }),
  );
export const useDecideSalonChanges = () =>
  useAdminMutation(({ salonId, approve, reason }: { salonId: string; approve: boolean; reason?: string }) =>
    approve
      ? callApi(adminEndpoints.approveSalonChanges, { params: { id: salonId }, body: {} })
      : callApi(adminEndpoints.refuseSalonChanges, { params: { id: salonId }, body: { reason } }),
  );
/** A new gallery photo of an approved salon: accepted, or refused with an optional reason (decision 053). */
export const useDecideSalonPhoto = () =>
  useAdminMutation(({ photoId, approve, reason }: { photoId: string; approve: boolean; reason?: string }) =>
    approve
      ? callApi(adminEndpoints.approveSalonPhoto, { params: { id: photoId }, body: {} })
      : callApi(adminEndpoints.refuseSalonPhoto, { params: { id: photoId }, body: { reason } }),
  );
/**
 * A new or changed service or employee of an approved salon (decision 075): accepted as the version
 * the admin saw (`submittedAt`), or refused with an optional reason.
 */
export const useDecideTeamOrService = () =>
  useAdminMutation(
    ({
      kind,
      id,
      submittedAt,
      approve,
      reason,
    }: {
      kind: 'service' | 'employee';
      id: string;
      submittedAt: string;
      approve: boolean;
      reason?: string;
    }) => {
      const [approval, refusal] =
        kind === 'service'
          ? [adminEndpoints.approveService, adminEndpoints.refuseService]
          : [adminEndpoints.approveEmployee, adminEndpoints.refuseEmployee];
      return approve
        ? callApi(approval, { params: { id }, body: { submittedAt } })
        : callApi(refusal, { params: { id }, body: { reason } });
    },
  );
/** An admin creates an admin through the sign-up route with isAdmin (decision 004): they stay signed in. */
export const useCreateAdmin = () =>
  useAdminMutation((input: CreateAdminInput) =>
    callApi(accounts.signUp, { body: { ...input, role: 'client', isAdmin: true } }),
  );
