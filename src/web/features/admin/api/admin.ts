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
  SignUpAnswer,
} from '@/shared/api-types';
import type { Role } from '@/shared/roles';
import type { CreateAdminInput } from '@/shared/schemas/auth';
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
export const providersQuery = queryOptions({
  queryKey: ['admin', 'providers'],
  queryFn: ({ signal }) => apiFetch<ItemList<PendingProvider>>('/admin/providers', { signal }),
});
export const useOverview = () => useQuery(overviewQuery);
export const useAdminUsers = (q: string, page: number) => useQuery(usersQuery(q, page));
export const useAdminSalons = (page: number) => useQuery(salonsQuery(page));
export const usePendingProviders = () => useQuery(providersQuery);

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
  useAdminMutation(({ id, approve }: { id: string; approve: boolean }) =>
    apiFetch<ProviderDecision>(`/admin/providers/${id}/${approve ? 'approve' : 'refuse'}`, {
      method: 'POST',
      body: {},
    }),
  );
/** An admin creates an admin through the sign-up route with isAdmin (decision 004): they stay signed in. */
export const useCreateAdmin = () =>
  useAdminMutation((input: CreateAdminInput) =>
    apiFetch<SignUpAnswer>('/auth/sign-up', { body: { ...input, role: 'client', isAdmin: true } }),
  );
