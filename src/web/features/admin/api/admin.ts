import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingList } from '@/shared/api-types';
import type { BookingStatus } from '@/shared/booking-status';
import type { Role } from '@/shared/roles';
import type { CreateAdminInput } from '@/shared/schemas/auth';
import { apiFetch } from '@/web/lib/api-client';

export interface AdminUser {
  id: string;
  full_name: string;
  email: string;
  role: Role;
  avatar_url: string | null;
  providerStatus: string | null;
  created_at: string;
}
export interface AdminSalon {
  id: string;
  name: string;
  address: string;
  isApproved: boolean;
  owner: { id: string; full_name: string; email: string };
}
export interface PendingProvider {
  id: string;
  full_name: string;
  email: string;
  cin: string | null;
  salonAddress: string | null;
  providerStatus: string | null;
}
type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

export const overviewQuery = queryOptions({
  queryKey: ['admin', 'overview'],
  queryFn: ({ signal }) =>
    apiFetch<{ users: number; pendingSalons: number; bookingsToday: number; prestataires: number }>(
      '/admin/overview',
      { signal },
    ),
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
  queryFn: ({ signal }) => apiFetch<{ items: PendingProvider[] }>('/admin/providers', { signal }),
});
export const allBookingsQuery = (scope: 'upcoming' | 'past', status: BookingStatus | '', page: number) =>
  queryOptions({
    queryKey: ['bookings', 'admin', scope, status, page],
    queryFn: ({ signal }) =>
      apiFetch<BookingList>(`/bookings?scope=${scope}&page=${page}${status ? `&status=${status}` : ''}`, {
        signal,
      }),
  });

export const useOverview = () => useQuery(overviewQuery);
export const useAdminUsers = (q: string, page: number) => useQuery(usersQuery(q, page));
export const useAdminSalons = (page: number) => useQuery(salonsQuery(page));
export const usePendingProviders = () => useQuery(providersQuery);
export const useAllBookings = (scope: 'upcoming' | 'past', status: BookingStatus | '', page: number) =>
  useQuery(allBookingsQuery(scope, status, page));

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
    apiFetch(`/admin/users/${id}/role`, { method: 'PATCH', body: { role } }),
  );
export const useDeleteUser = () =>
  useAdminMutation((id: string) => apiFetch(`/admin/users/${id}`, { method: 'DELETE' }));
export const useSetApproval = () =>
  useAdminMutation(({ id, isApproved }: { id: string; isApproved: boolean }) =>
    apiFetch(`/admin/salons/${id}/approval`, { method: 'PATCH', body: { isApproved } }),
  );
export const useDeleteSalonAsAdmin = () =>
  useAdminMutation((id: string) => apiFetch(`/admin/salons/${id}`, { method: 'DELETE' }));
export const useDecideProvider = () =>
  useAdminMutation(({ id, approve }: { id: string; approve: boolean }) =>
    apiFetch<{ emailSent: boolean | null }>(`/admin/providers/${id}/${approve ? 'approve' : 'refuse'}`, {
      method: 'POST',
      body: {},
    }),
  );
/** An admin creates an admin through the sign-up route with isAdmin (DECISIONS D7): they stay signed in. */
export const useCreateAdmin = () =>
  useAdminMutation((input: CreateAdminInput) =>
    apiFetch('/auth/sign-up', { body: { ...input, role: 'client', isAdmin: true } }),
  );
