import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Absence,
  BookingRules,
  Employee,
  EmployeeAvatar,
  EmployeeSchedule,
  ItemList,
  ManagedSalonPhoto,
  ManagedService,
  MySalon,
  OpeningHoursWeek,
  OwnerReviewList,
  SalonCover,
  SalonDetail,
  SavedSalon,
  ServiceNameList,
} from '@/shared/api-types';
import type { OpeningHoursDay } from '@/shared/opening-hours';
import type { AbsenceInput, EmployeeScheduleInput } from '@/shared/schemas/staff';
import type { BookingRulesInput, EmployeeInput, SalonInput, ServiceInput } from '@/shared/schemas/workspace';
import { apiFetch } from '@/web/lib/api-client';
import { type UploadProgress, uploadImage } from '@/web/lib/upload';

const get =
  <T>(path: string) =>
  (context: { signal: AbortSignal }) =>
    apiFetch<T>(path, { signal: context.signal });

export const mySalonsQuery = queryOptions({
  queryKey: ['workspace', 'salons'],
  queryFn: get<ItemList<MySalon>>('/my/salons'),
});
export const servicesQuery = (salonId: string) =>
  queryOptions({
    queryKey: ['workspace', 'services', salonId],
    queryFn: get<ItemList<ManagedService>>(`/salons/${salonId}/services`),
  });
export const employeesQuery = (salonId: string) =>
  queryOptions({
    queryKey: ['workspace', 'employees', salonId],
    queryFn: get<ItemList<Employee>>(`/salons/${salonId}/employees`),
  });
export const catalogueQuery = queryOptions({
  queryKey: ['workspace', 'catalogue'],
  queryFn: get<ServiceNameList>('/service-catalogue'),
});
/** The salon as its page shows it: the staff dialogs read its time zone. */
export const salonDetailQuery = (salonId: string) =>
  queryOptions({
    queryKey: ['workspace', 'salon', salonId],
    queryFn: get<SalonDetail>(`/salons/${salonId}`),
  });
export const employeeScheduleQuery = (employeeId: string) =>
  queryOptions({
    queryKey: ['workspace', 'employee-schedule', employeeId],
    queryFn: get<EmployeeSchedule>(`/employees/${employeeId}/schedule`),
  });
export const absencesQuery = (employeeId: string) =>
  queryOptions({
    queryKey: ['workspace', 'absences', employeeId],
    queryFn: get<ItemList<Absence>>(`/employees/${employeeId}/absences`),
  });
/** The salon's gallery as its owner manages it: waiting photos included (decision 053). */
export const salonPhotosQuery = (salonId: string) =>
  queryOptions({
    queryKey: ['workspace', 'photos', salonId],
    queryFn: get<ItemList<ManagedSalonPhoto>>(`/salons/${salonId}/photos`),
  });
export const ownerReviewsQuery = queryOptions({
  queryKey: ['workspace', 'reviews'],
  queryFn: get<OwnerReviewList>('/my/reviews'),
});

export const useMySalons = (enabled = true) => useQuery({ ...mySalonsQuery, enabled });
export const useServices = (salonId: string) => useQuery(servicesQuery(salonId));
export const useEmployees = (salonId: string) => useQuery(employeesQuery(salonId));
export const useCatalogue = () => useQuery(catalogueQuery);
export const useSalonDetail = (salonId: string) => useQuery(salonDetailQuery(salonId));
export const useEmployeeSchedule = (employeeId: string) => useQuery(employeeScheduleQuery(employeeId));
export const useAbsences = (employeeId: string) => useQuery(absencesQuery(employeeId));
export const useOwnerReviews = () => useQuery(ownerReviewsQuery);
export const useSalonPhotos = (salonId: string) => useQuery(salonPhotosQuery(salonId));

/** Every workspace change refreshes the workspace, the public salon pages, the slots and the agenda. */
function useWorkspaceMutation<TInput, TResult>(
  request: (input: TInput) => Promise<TResult>,
  /** What the answer already tells, written to the cache before the refetch (a form reopened at once reads it). */
  onSuccess?: (result: TResult, queryClient: QueryClient) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (result) => onSuccess?.(result, queryClient),
    onSettled: () => {
      for (const key of ['workspace', 'salons', 'slots', 'dashboard', 'agenda'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}

/** An edit names its item; a create carries the form's idempotency key. */
type Saved = { id?: string; key?: string };

export const useSaveSalon = () =>
  useWorkspaceMutation(({ id, key, ...input }: SalonInput & Saved) =>
    apiFetch<SavedSalon>(id ? `/salons/${id}` : '/salons', {
      method: id ? 'PATCH' : 'POST',
      body: input,
      idempotencyKey: key,
    }),
  );
export const useSaveBookingRules = (salonId: string) =>
  useWorkspaceMutation((rules: BookingRulesInput) =>
    apiFetch<BookingRules>(`/salons/${salonId}/booking-rules`, { method: 'PUT', body: rules }),
  );
export const useDeleteSalon = () =>
  useWorkspaceMutation((id: string) => apiFetch(`/salons/${id}`, { method: 'DELETE' }));
export const useSaveService = (salonId: string) =>
  useWorkspaceMutation(({ id, key, ...input }: ServiceInput & Saved) =>
    apiFetch<ManagedService>(id ? `/services/${id}` : `/salons/${salonId}/services`, {
      method: id ? 'PATCH' : 'POST',
      body: input,
      idempotencyKey: key,
    }),
  );
export const useDeleteService = () =>
  useWorkspaceMutation((id: string) => apiFetch(`/services/${id}`, { method: 'DELETE' }));
export const useSaveHours = (salonId: string) =>
  useWorkspaceMutation((days: OpeningHoursDay[]) =>
    apiFetch<OpeningHoursWeek>(`/salons/${salonId}/opening-hours`, { method: 'PUT', body: { days } }),
  );
export const useSaveEmployee = (salonId: string) =>
  useWorkspaceMutation(({ id, key, ...input }: EmployeeInput & Saved) =>
    apiFetch<Employee>(id ? `/employees/${id}` : `/salons/${salonId}/employees`, {
      method: id ? 'PATCH' : 'POST',
      body: input,
      idempotencyKey: key,
    }),
  );
export const useDeleteEmployee = () =>
  useWorkspaceMutation((id: string) => apiFetch(`/employees/${id}`, { method: 'DELETE' }));
export const useSaveEmployeeSchedule = (employeeId: string) =>
  useWorkspaceMutation(
    (input: EmployeeScheduleInput) =>
      apiFetch<EmployeeSchedule>(`/employees/${employeeId}/schedule`, { method: 'PUT', body: input }),
    (saved, queryClient) => queryClient.setQueryData(employeeScheduleQuery(employeeId).queryKey, saved),
  );
export const useAddAbsence = (employeeId: string) =>
  useWorkspaceMutation(({ key, ...input }: AbsenceInput & { key: string }) =>
    apiFetch<Absence>(`/employees/${employeeId}/absences`, { body: input, idempotencyKey: key }),
  );
export const useDeleteAbsence = () =>
  useWorkspaceMutation((id: string) => apiFetch(`/absences/${id}`, { method: 'DELETE' }));

type ImageUpload = { file: File; onProgress?: UploadProgress };
export const useUploadCover = (salonId: string) =>
  useWorkspaceMutation(({ file, onProgress }: ImageUpload) =>
    uploadImage<SalonCover>(`/salons/${salonId}/cover`, file, onProgress),
  );
export const useUploadEmployeeAvatar = (employeeId: string) =>
  useWorkspaceMutation(({ file, onProgress }: ImageUpload) =>
    uploadImage<EmployeeAvatar>(`/employees/${employeeId}/avatar`, file, onProgress),
  );
export const useUploadSalonPhoto = (salonId: string) =>
  useWorkspaceMutation(({ file, onProgress }: ImageUpload) =>
    uploadImage<ManagedSalonPhoto>(`/salons/${salonId}/photos`, file, onProgress),
  );
export const useDeleteSalonPhoto = () =>
  useWorkspaceMutation((id: string) => apiFetch(`/salon-photos/${id}`, { method: 'DELETE' }));
export const useReorderSalonPhotos = (salonId: string) =>
  useWorkspaceMutation(
    (ids: string[]) =>
      apiFetch<ItemList<ManagedSalonPhoto>>(`/salons/${salonId}/photos/order`, {
        method: 'PUT',
        body: { ids },
      }),
    (saved, queryClient) => queryClient.setQueryData(salonPhotosQuery(salonId).queryKey, saved),
  );
