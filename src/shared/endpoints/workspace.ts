import type { z } from 'zod';
import type {
  Absence,
  Agenda,
  BookingRules,
  BookingView,
  Employee,
  EmployeeAvatar,
  EmployeeSchedule,
  ItemList,
  ManagedPackage,
  ManagedSalonPhoto,
  ManagedService,
  MySalon,
  OpeningHoursWeek,
  OwnerReviewList,
  SalonCover,
  SalonSmsUsage,
  SavedSalon,
  ServiceNameList,
} from '../api-types';
import { endpoint } from '../endpoint';
import type { AgendaAppointmentSchema } from '../schemas/clients';
import type { SalonPhotoOrderSchema } from '../schemas/salon-photos';
import type { SmsCapSchema } from '../schemas/sms-usage';
import type { AbsenceSchema, AgendaQuerySchema, EmployeeScheduleSchema } from '../schemas/staff';
import type {
  BookingRulesSchema,
  EmployeeSchema,
  OpeningHoursSchema,
  PackageSchema,
  SalonSchema,
  ServiceSchema,
} from '../schemas/workspace';

// The prestataire's workspace: salons, gallery, services, packages, hours, employees, their schedules and
// absences, the agenda (server: modules/workspace, modules/staff). Creates take an idempotency key
// (decision 049); uploads are multipart, the image under `file` (web/lib/upload.ts).

type Salon = z.input<typeof SalonSchema>;
type Service = z.input<typeof ServiceSchema>;
type Package = z.input<typeof PackageSchema>;
type EmployeeBody = z.input<typeof EmployeeSchema>;

export const workspace = {
  mySalons: endpoint<{ answer: ItemList<MySalon> }>()('GET', '/my/salons'),
  createSalon: endpoint<{ answer: SavedSalon; body: Salon }>()('POST', '/salons'),
  updateSalon: endpoint<{ answer: SavedSalon; body: Salon }>()('PATCH', '/salons/:id'),
  deleteSalon: endpoint<{ answer: null }>()('DELETE', '/salons/:id'),
  setCover: endpoint<{ answer: SalonCover; body: FormData }>()('POST', '/salons/:id/cover'),
  photos: endpoint<{ answer: ItemList<ManagedSalonPhoto> }>()('GET', '/salons/:id/photos'),
  addPhoto: endpoint<{ answer: ManagedSalonPhoto; body: FormData }>()('POST', '/salons/:id/photos'),
  reorderPhotos: endpoint<{
    answer: ItemList<ManagedSalonPhoto>;
    body: z.input<typeof SalonPhotoOrderSchema>;
  }>()('PUT', '/salons/:id/photos/order'),
  deletePhoto: endpoint<{ answer: null }>()('DELETE', '/salon-photos/:id'),
  setBookingRules: endpoint<{ answer: BookingRules; body: z.input<typeof BookingRulesSchema> }>()(
    'PUT',
    '/salons/:id/booking-rules',
  ),
  /** "SMS ce mois-ci : 212 / 500" and the owner's monthly cap (decision 078). */
  smsUsage: endpoint<{ answer: SalonSmsUsage }>()('GET', '/salons/:id/sms'),
  setSmsCap: endpoint<{ answer: SalonSmsUsage; body: z.input<typeof SmsCapSchema> }>()(
    'PUT',
    '/salons/:id/sms',
  ),
  catalogue: endpoint<{ answer: ServiceNameList }>()('GET', '/service-catalogue'),
  services: endpoint<{ answer: ItemList<ManagedService> }>()('GET', '/salons/:id/services'),
  addService: endpoint<{ answer: ManagedService; body: Service }>()('POST', '/salons/:id/services'),
  updateService: endpoint<{ answer: ManagedService; body: Service }>()('PATCH', '/services/:id'),
  deleteService: endpoint<{ answer: null }>()('DELETE', '/services/:id'),
  packages: endpoint<{ answer: ItemList<ManagedPackage> }>()('GET', '/salons/:id/packages'),
  addPackage: endpoint<{ answer: ManagedPackage; body: Package }>()('POST', '/salons/:id/packages'),
  updatePackage: endpoint<{ answer: ManagedPackage; body: Package }>()('PATCH', '/packages/:id'),
  deletePackage: endpoint<{ answer: null }>()('DELETE', '/packages/:id'),
  /** Read through the public `salons.openingHours`. */
  saveOpeningHours: endpoint<{ answer: OpeningHoursWeek; body: z.input<typeof OpeningHoursSchema> }>()(
    'PUT',
    '/salons/:id/opening-hours',
  ),
  employees: endpoint<{ answer: ItemList<Employee> }>()('GET', '/salons/:id/employees'),
  addEmployee: endpoint<{ answer: Employee; body: EmployeeBody }>()('POST', '/salons/:id/employees'),
  updateEmployee: endpoint<{ answer: Employee; body: EmployeeBody }>()('PATCH', '/employees/:id'),
  removeEmployee: endpoint<{ answer: null }>()('DELETE', '/employees/:id'),
  setEmployeeAvatar: endpoint<{ answer: EmployeeAvatar; body: FormData }>()('POST', '/employees/:id/avatar'),
  ownerReviews: endpoint<{ answer: OwnerReviewList }>()('GET', '/my/reviews'),
} as const;

export const staff = {
  schedule: endpoint<{ answer: EmployeeSchedule }>()('GET', '/employees/:id/schedule'),
  saveSchedule: endpoint<{ answer: EmployeeSchedule; body: z.input<typeof EmployeeScheduleSchema> }>()(
    'PUT',
    '/employees/:id/schedule',
  ),
  absences: endpoint<{ answer: ItemList<Absence> }>()('GET', '/employees/:id/absences'),
  addAbsence: endpoint<{ answer: Absence; body: z.input<typeof AbsenceSchema> }>()(
    'POST',
    '/employees/:id/absences',
  ),
  deleteAbsence: endpoint<{ answer: null }>()('DELETE', '/absences/:id'),
  /** One salon's day or week, everything the grid shows. */
  agenda: endpoint<{ answer: Agenda; query: z.input<typeof AgendaQuerySchema> }>()(
    'GET',
    '/salons/:id/agenda',
  ),
  /** "Nouveau rendez-vous" and "Client de passage" from the agenda: confirmed at once. */
  addAppointment: endpoint<{ answer: BookingView; body: z.input<typeof AgendaAppointmentSchema> }>()(
    'POST',
    '/salons/:id/appointments',
  ),
} as const;
