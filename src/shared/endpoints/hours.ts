import type { z } from 'zod';
import type {
  AdminHoliday,
  FridayBreakView,
  HoursSaved,
  ItemList,
  SalonHolidayView,
  SpecialPeriodView,
} from '../api-types';
import { endpoint } from '../endpoint';
import type {
  EmployeeFridayBreakSchema,
  EmployeePeriodHoursSchema,
  FridayBreakSchema,
  HolidayChoiceSchema,
  HolidaySchema,
  SpecialPeriodSchema,
} from '../schemas/hours';

// A salon's hours beyond its week (decision 077; server: modules/hours): its exceptional periods,
// its choice for each public holiday, its Friday prayer break; the admins' public holidays.

export const hours = {
  specialPeriods: endpoint<{ answer: ItemList<SpecialPeriodView> }>()('GET', '/salons/:id/special-hours'),
  addSpecialPeriod: endpoint<{
    answer: HoursSaved<SpecialPeriodView>;
    body: z.input<typeof SpecialPeriodSchema>;
  }>()('POST', '/salons/:id/special-hours'),
  updateSpecialPeriod: endpoint<{
    answer: HoursSaved<SpecialPeriodView>;
    body: z.input<typeof SpecialPeriodSchema>;
  }>()('PUT', '/special-hours/:id'),
  deleteSpecialPeriod: endpoint<{ answer: null }>()('DELETE', '/special-hours/:id'),
  /** An employee's own hours for a period (`days` null: they follow it). */
  setEmployeePeriodHours: endpoint<{
    answer: HoursSaved<SpecialPeriodView>;
    body: z.input<typeof EmployeePeriodHoursSchema>;
  }>()('PUT', '/special-hours/:id/employees/:employeeId'),
  /** Whether an employee takes the Friday prayer break where the salon stays open. */
  employeeFridayBreak: endpoint<{ answer: { enabled: boolean } }>()('GET', '/employees/:id/friday-break'),
  setEmployeeFridayBreak: endpoint<{
    answer: HoursSaved<{ enabled: boolean }>;
    body: z.input<typeof EmployeeFridayBreakSchema>;
  }>()('PUT', '/employees/:id/friday-break'),
  holidays: endpoint<{ answer: ItemList<SalonHolidayView> }>()('GET', '/salons/:id/holidays'),
  setHolidayChoice: endpoint<{
    answer: HoursSaved<SalonHolidayView>;
    body: z.input<typeof HolidayChoiceSchema>;
  }>()('PUT', '/salons/:id/holidays/:holidayId'),
  fridayBreak: endpoint<{ answer: FridayBreakView }>()('GET', '/salons/:id/friday-break'),
  setFridayBreak: endpoint<{
    answer: HoursSaved<FridayBreakView>;
    body: z.input<typeof FridayBreakSchema>;
  }>()('PUT', '/salons/:id/friday-break'),
  adminHolidays: endpoint<{ answer: ItemList<AdminHoliday> }>()('GET', '/admin/holidays'),
  addHoliday: endpoint<{ answer: AdminHoliday; body: z.input<typeof HolidaySchema> }>()(
    'POST',
    '/admin/holidays',
  ),
  updateHoliday: endpoint<{ answer: AdminHoliday; body: z.input<typeof HolidaySchema> }>()(
    'PUT',
    '/admin/holidays/:id',
  ),
  deleteHoliday: endpoint<{ answer: null }>()('DELETE', '/admin/holidays/:id'),
} as const;
