import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { salons } from '@/shared/endpoints/marketplace';
import { staff, workspace } from '@/shared/endpoints/workspace';
import type { OpeningHoursDay } from '@/shared/opening-hours';
import type { SmsCapInput } from '@/shared/schemas/sms-usage';
import type { AbsenceInput, EmployeeScheduleInput } from '@/shared/schemas/staff';
import type {
  BookingRulesInput,
  EmployeeInput,
  PackageInput,
  SalonInput,
  ServiceInput,
} from '@/shared/schemas/workspace';
import { callApi } from '@/web/lib/api-client';
import { type UploadProgress, uploadFile } from '@/web/lib/upload';

export const mySalonsQuery = queryOptions({
  queryKey: ['workspace', 'salons'],
  queryFn: ({ signal }) => callApi(workspace.mySalons, { signal }),
});
export const servicesQuery = (salonId: string) =>
  queryOptions({
    queryKey: ['workspace', 'services', salonId],
    queryFn: ({ signal }) => callApi(workspace.services, { params: { id: salonId }, signal }),
  });
export const packagesQuery = (salonId: string) =>
  queryOptions({
    queryKey: ['workspace', 'packages', salonId],
    queryFn: ({ signal }) => callApi(workspace.packages, { params: { id: salonId }, signal }),
  });
export const employeesQuery = (salonId: string) =>
  queryOptions({
    queryKey: ['workspace', 'employees', salonId],
    queryFn: ({ signal }) => callApi(workspace.employees, { params: { id: salonId }, signal }),
  });
export const catalogueQuery = queryOptions({
  queryKey: ['workspace', 'catalogue'],
  queryFn: ({ signal }) => callApi(workspace.catalogue, { signal }),
});
/** The salon as its page shows it: the staff dialogs read its time zone. */
export const salonDetailQuery = (salonId: string) =>
  queryOptions({
    queryKey: ['workspace', 'salon', salonId],
    queryFn: ({ signal }) => callApi(salons.get, { params: { id: salonId }, signal }),
  });
export const employeeScheduleQuery = (employeeId: string) =>
  queryOptions({
    queryKey: ['workspace', 'employee-schedule', employeeId],
    queryFn: ({ signal }) => callApi(staff.schedule, { params: { id: employeeId }, signal }),
  });
export const absencesQuery = (employeeId: string) =>
  queryOptions({
    queryKey: ['workspace', 'absences', employeeId],
    queryFn: ({ signal }) => callApi(staff.absences, { params: { id: employeeId }, signal }),
  });
/** The salon's gallery as its owner manages it: waiting photos included (decision 053). */
export const salonPhotosQuery = (salonId: string) =>
  queryOptions({
    queryKey: ['workspace', 'photos', salonId],
    queryFn: ({ signal }) => callApi(workspace.photos, { params: { id: salonId }, signal }),
  });
export const ownerReviewsQuery = queryOptions({
  queryKey: ['workspace', 'reviews'],
  queryFn: ({ signal }) => callApi(workspace.ownerReviews, { signal }),
});

export const useMySalons = (enabled = true) => useQuery({ ...mySalonsQuery, enabled });
export const useServices = (salonId: string) => useQuery(servicesQuery(salonId));
export const usePackages = (salonId: string) => useQuery(packagesQuery(salonId));
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
    id
      ? callApi(workspace.updateSalon, { params: { id }, body: input, idempotencyKey: key })
      : callApi(workspace.createSalon, { body: input, idempotencyKey: key }),
  );
export const useSaveBookingRules = (salonId: string) =>
  useWorkspaceMutation((rules: BookingRulesInput) =>
    callApi(workspace.setBookingRules, { params: { id: salonId }, body: rules }),
  );
export const useDeleteSalon = () =>
  useWorkspaceMutation((id: string) => callApi(workspace.deleteSalon, { params: { id } }));
export const useSaveService = (salonId: string) =>
  useWorkspaceMutation(({ id, key, ...input }: ServiceInput & Saved) =>
    id
      ? callApi(workspace.updateService, { params: { id }, body: input, idempotencyKey: key })
      : callApi(workspace.addService, { params: { id: salonId }, body: input, idempotencyKey: key }),
  );
export const useDeleteService = () =>
  useWorkspaceMutation((id: string) => callApi(workspace.deleteService, { params: { id } }));
export const useSavePackage = (salonId: string) =>
  useWorkspaceMutation(({ id, key, ...input }: PackageInput & Saved) =>
    id
      ? callApi(workspace.updatePackage, { params: { id }, body: input, idempotencyKey: key })
      : callApi(workspace.addPackage, { params: { id: salonId }, body: input, idempotencyKey: key }),
  );
export const useDeletePackage = () =>
  useWorkspaceMutation((id: string) => callApi(workspace.deletePackage, { params: { id } }));
export const useSaveHours = (salonId: string) =>
  useWorkspaceMutation((days: OpeningHoursDay[]) =>
    callApi(workspace.saveOpeningHours, { params: { id: salonId }, body: { days } }),
  );
export const useSaveEmployee = (salonId: string) =>
  useWorkspaceMutation(({ id, key, ...input }: EmployeeInput & Saved) =>
    id
      ? callApi(workspace.updateEmployee, { params: { id }, body: input, idempotencyKey: key })
      : callApi(workspace.addEmployee, { params: { id: salonId }, body: input, idempotencyKey: key }),
  );
export const useDeleteEmployee = () =>
  useWorkspaceMutation((id: string) => callApi(workspace.removeEmployee, { params: { id } }));
export const useSaveEmployeeSchedule = (employeeId: string) =>
  useWorkspaceMutation(
    (input: EmployeeScheduleInput) =>
      callApi(staff.saveSchedule, { params: { id: employeeId }, body: input }),
    (saved, queryClient) => queryClient.setQueryData(employeeScheduleQuery(employeeId).queryKey, saved),
  );
export const useAddAbsence = (employeeId: string) =>
  useWorkspaceMutation(({ key, ...input }: AbsenceInput & { key: string }) =>
    callApi(staff.addAbsence, { params: { id: employeeId }, body: input, idempotencyKey: key }),
  );
export const useDeleteAbsence = () =>
  useWorkspaceMutation((id: string) => callApi(staff.deleteAbsence, { params: { id } }));

type ImageUpload = { file: File; onProgress?: UploadProgress };
export const useUploadCover = (salonId: string) =>
  useWorkspaceMutation(({ file, onProgress }: ImageUpload) =>
    uploadFile(workspace.setCover, { id: salonId }, file, onProgress),
  );
export const useUploadEmployeeAvatar = (employeeId: string) =>
  useWorkspaceMutation(({ file, onProgress }: ImageUpload) =>
    uploadFile(workspace.setEmployeeAvatar, { id: employeeId }, file, onProgress),
  );
export const useUploadSalonPhoto = (salonId: string) =>
  useWorkspaceMutation(({ file, onProgress }: ImageUpload) =>
    uploadFile(workspace.addPhoto, { id: salonId }, file, onProgress),
  );
export const useDeleteSalonPhoto = () =>
  useWorkspaceMutation((id: string) => callApi(workspace.deletePhoto, { params: { id } }));
export const useReorderSalonPhotos = (salonId: string) =>
  useWorkspaceMutation(
    (ids: string[]) => callApi(workspace.reorderPhotos, { params: { id: salonId }, body: { ids } }),
    (saved, queryClient) => queryClient.setQueryData(salonPhotosQuery(salonId).queryKey, saved),
  );

/** "SMS ce mois-ci" and the owner's monthly cap (decision 078). */
export const useSmsUsage = (salonId: string) =>
  useQuery({
    queryKey: ['workspace', 'sms', salonId],
    queryFn: ({ signal }) => callApi(workspace.smsUsage, { params: { id: salonId }, signal }),
  });
export const useSaveSmsCap = (salonId: string) =>
  useWorkspaceMutation((input: SmsCapInput) =>
    callApi(workspace.setSmsCap, { params: { id: salonId }, body: input }),
  );
