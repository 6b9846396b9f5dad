// The API's answers: dashboard home.

/** The dashboard home's counters: each role gets the ones its tiles show. */
export type DashboardCounter =
  | 'upcomingBookings'
  | 'activeSalons'
  | 'reviews'
  | 'users'
  | 'pendingSalons'
  /** A salon owner's requests awaiting an answer (the sidebar's badge). */
  | 'pendingRequests';
export type DashboardSummary = Partial<Record<DashboardCounter, number>> & {
  /** The salon's attendance this month (platform time): "Absent" among the bookings marked either way. */
  attendance?: { noShows: number; recorded: number };
};
