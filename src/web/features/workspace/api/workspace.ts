import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewView } from '@/shared/api-types';
import type { OpeningHoursDay } from '@/shared/opening-hours';
import type { AvailabilityInput, EmployeeInput, SalonInput, ServiceInput } from '@/shared/schemas/workspace';
import { ApiError, apiFetch } from '@/web/lib/api-client';

export interface MySalon {
  id: string;
  name: string;
  address: string;
  description: string | null;
  coverImageUrl: string | null;
  isApproved: boolean;
  avgRating: number;
  reviewCount: number;
  serviceCount: number;
}
export interface ManagedService {
  id: string;
  name: string;
  price: string;
  duration: number;
}
export interface Employee {
  id: string;
  fullName: string;
  position: string;
  email: string | null;
  phone: string | null;
  avatarUrl: string | null;
}
export interface Availability {
  id: string;
  weekday: number;
  startTime: string;
  endTime: string;
}

const get =
  <T>(path: string) =>
  (context: { signal: AbortSignal }) =>
    apiFetch<T>(path, { signal: context.signal });

export const mySalonsQuery = queryOptions({
  queryKey: ['workspace', 'salons'],
  queryFn: get<{ items: MySalon[] }>('/my/salons'),
});
export const servicesQuery = (salonId: string) =>
  queryOptions({
    queryKey: ['workspace', 'services', salonId],
    queryFn: get<{ items: ManagedService[] }>(`/salons/${salonId}/services`),
  });
export const employeesQuery = (salonId: string) =>
  queryOptions({
    queryKey: ['workspace', 'employees', salonId],
    queryFn: get<{ items: Employee[] }>(`/salons/${salonId}/employees`),
  });
export const catalogueQuery = queryOptions({
  queryKey: ['workspace', 'catalogue'],
  queryFn: get<{ names: string[] }>('/service-catalogue'),
});
export const availabilitiesQuery = queryOptions({
  queryKey: ['workspace', 'availabilities'],
  queryFn: get<{ items: Availability[] }>('/availabilities'),
});
export const ownerReviewsQuery = queryOptions({
  queryKey: ['workspace', 'reviews'],
  queryFn: get<{
    items: (ReviewView & { salon: { id: string; name: string; address: string } })[];
    total: number;
  }>('/my/reviews'),
});
export const dashboardSummaryQuery = queryOptions({
  queryKey: ['dashboard', 'summary'],
  queryFn: get<Record<string, number>>('/dashboard/summary'),
});

export const useMySalons = () => useQuery(mySalonsQuery);
export const useServices = (salonId: string) => useQuery(servicesQuery(salonId));
export const useEmployees = (salonId: string) => useQuery(employeesQuery(salonId));
export const useCatalogue = () => useQuery(catalogueQuery);
export const useAvailabilities = () => useQuery(availabilitiesQuery);
export const useOwnerReviews = () => useQuery(ownerReviewsQuery);
export const useDashboardSummary = () => useQuery(dashboardSummaryQuery);

/** Every workspace change refreshes the workspace, the public salon pages and the slots. */
function useWorkspaceMutation<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => {
      for (const key of ['workspace', 'salons', 'slots', 'dashboard'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}

export const useSaveSalon = () =>
  useWorkspaceMutation(({ id, ...input }: SalonInput & { id?: string }) =>
    apiFetch<MySalon>(id ? `/salons/${id}` : '/salons', { method: id ? 'PATCH' : 'POST', body: input }),
  );
export const useDeleteSalon = () =>
  useWorkspaceMutation((id: string) => apiFetch(`/salons/${id}`, { method: 'DELETE' }));
export const useSaveService = (salonId: string) =>
  useWorkspaceMutation(({ id, ...input }: ServiceInput & { id?: string }) =>
    apiFetch<ManagedService>(id ? `/services/${id}` : `/salons/${salonId}/services`, {
      method: id ? 'PATCH' : 'POST',
      body: input,
    }),
  );
export const useDeleteService = () =>
  useWorkspaceMutation((id: string) => apiFetch(`/services/${id}`, { method: 'DELETE' }));
export const useSaveHours = (salonId: string) =>
  useWorkspaceMutation((days: OpeningHoursDay[]) =>
    apiFetch(`/salons/${salonId}/opening-hours`, { method: 'PUT', body: { days } }),
  );
export const useSaveEmployee = (salonId: string) =>
  useWorkspaceMutation(({ id, ...input }: EmployeeInput & { id?: string }) =>
    apiFetch<Employee>(id ? `/employees/${id}` : `/salons/${salonId}/employees`, {
      method: id ? 'PATCH' : 'POST',
      body: input,
    }),
  );
export const useDeleteEmployee = () =>
  useWorkspaceMutation((id: string) => apiFetch(`/employees/${id}`, { method: 'DELETE' }));
export const useAddAvailability = () =>
  useWorkspaceMutation((input: AvailabilityInput) =>
    apiFetch<Availability>('/availabilities', { body: input }),
  );
export const useDeleteAvailability = () =>
  useWorkspaceMutation((id: string) => apiFetch(`/availabilities/${id}`, { method: 'DELETE' }));

/** Sends an image as multipart form data (covers, employee photos); errors carry the server's French message. */
function uploadImage<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  return fetch(`/api${path}`, { method: 'POST', body: form, credentials: 'same-origin' }).then(
    async (response) => {
      const body = (await response.json().catch(() => null)) as
        | ({ error?: { code?: string; message?: string } } & T)
        | null;
      if (!response.ok) {
        throw new ApiError(
          response.status,
          body?.error?.code ?? 'http_error',
          body?.error?.message ?? "Erreur lors du téléchargement de l'image.",
        );
      }
      return body as T;
    },
  );
}
export const useUploadCover = (salonId: string) =>
  useWorkspaceMutation((file: File) =>
    uploadImage<{ coverImageUrl: string }>(`/salons/${salonId}/cover`, file),
  );
export const useUploadEmployeeAvatar = (employeeId: string) =>
  useWorkspaceMutation((file: File) =>
    uploadImage<{ avatarUrl: string }>(`/employees/${employeeId}/avatar`, file),
  );
