import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOverview,
  AdminSalon,
  AdminUser,
  ItemList,
  Page,
  PendingProvider,
  ProviderDecision,
  RoleChange,
  SalonApproval,
  SalonChangeRequest,
  SecurityEventPage,
  SignUpAnswer,
} from '@/shared/api-types';
import type { Role } from '@/shared/roles';
import type { CreateAdminInput } from '@/shared/schemas/auth';
import type { SecurityLogQuery } from '@/shared/schemas/security-log';
import { apiFetch } from '@/web/lib/api-client';

export const overviewQuery = queryOptions({
  queryKey: ['admin', 'overview'],
  queryFn: ({ signal }) => apiFetch<AdminOverview>('/admin/overview', { signal }),
});
export const usersQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'users', q, page],
    queryFn: ({ signal }) =>
      apiFetch<Page<AdminUser>>(`/admin/users?q=${encodeURIComponent(q)}&page=${page}`, { signal }),
  });
export const salonsQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'salons', page],
    queryFn: ({ signal }) => apiFetch<Page<AdminSalon>>(`/admin/salons?page=${page}`, { signal }),
  });
export const providersQuery = (status: 'pending' | 'rejected') =>
  queryOptions({
    queryKey: ['admin', 'providers', status],
    queryFn: ({ signal }) =>
      apiFetch<ItemList<PendingProvider>>(`/admin/providers?status=${status}`, { signal }),
  });
export const salonChangesQuery = queryOptions({
  queryKey: ['admin', 'salon-changes'],
  queryFn: ({ signal }) => apiFetch<ItemList<SalonChangeRequest>>('/admin/salon-changes', { signal }),
});
export const securityEventsQuery = (query: SecurityLogQuery) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(key, String(value));
  return queryOptions({
    queryKey: ['admin', 'security-events', search.toString()],
    queryFn: ({ signal }) => apiFetch<SecurityEventPage>(`/admin/security-events?${search}`, { signal }),
  });
};
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
    apiFetch<RoleChange>(`/admin/users/${id}/role`, { method: 'PATCH', body: { role } }),
  );
export const useDeleteUser = () =>
  useAdminMutation((id: string) => apiFetch(`/admin/users/${id}`, { method: 'DELETE' }));
export const useSetApproval = () =>
  useAdminMutation(({ id, isApproved }: { id: string; isApproved: boolean }) =>
    apiFetch<SalonApproval>(`/admin/salons/${id}/approval`, { method: 'PATCH', body: { isApproved } }),
  );
export const useDeleteSalonAsAdmin = () =>
  useAdminMutation((id: string) => apiFetch(`/admin/salons/${id}`, { method: 'DELETE' }));
export const useDecideProvider = () =>
  useAdminMutation(({ id, approve, reason }: { id: string; approve: boolean; reason?: string }) =>
    apiFetch<ProviderDecision>(`/admin/providers/${id}/${approve ? 'approve' : 'refuse'}`, {
      method: 'POST',
      body: approve ? {} : { reason },
    }),
  );
export const useDecideSalonChanges = () =>
  useAdminMutation(({ salonId, approve, reason }: { salonId: string; approve: boolean; reason?: string }) =>
    apiFetch<{ salonId: string; approved: boolean }>(
      `/admin/salon-changes/${salonId}/${approve ? 'approve' : 'refuse'}`,
      { method: 'POST', body: approve ? {} : { reason } },
    ),
  );
/** A new gallery photo of an approved salon: accepted, or refused with an optional reason (decision 053). */
export const useDecideSalonPhoto = () =>
  useAdminMutation(({ photoId, approve, reason }: { photoId: string; approve: boolean; reason?: string }) =>
    apiFetch<{ photoId: string; approved: boolean }>(
      `/admin/salon-photos/${photoId}/${approve ? 'approve' : 'refuse'}`,
      { method: 'POST', body: approve ? {} : { reason } },
    ),
  );
/** An admin creates an admin through the sign-up route with isAdmin (decision 004): they stay signed in. */
export const useCreateAdmin = () =>
  useAdminMutation((input: CreateAdminInput) =>
    apiFetch<SignUpAnswer>('/auth/sign-up', { body: { ...input, role: 'client', isAdmin: true } }),
  );
