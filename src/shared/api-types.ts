import type { ProviderStatus, Role } from './roles';

/** What GET /api/me answers: the session as the interface sees it (SPEC §3 "session", DECISIONS D4). */
export interface Me {
  user: { id: string; email: string };
  userDetails: { full_name: string; avatar_url: string | null };
  role: Role;
  providerStatus: ProviderStatus | null;
  isAdmin: boolean;
  isPrestataire: boolean;
  isClient: boolean;
}

/** The one JSON shape of every API error. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** Per-field French messages, keyed by the form field name. */
    fields?: Record<string, string>;
  };
}

export interface SalonSummary {
  id: string;
  name: string;
  address: string;
  description: string | null;
  coverImageUrl: string | null;
  /** Exact average of the reviews (0 when none), and how many there are. */
  avgRating: number;
  reviewCount: number;
  /** Cheapest service price as an exact decimal string, null when the salon has no service yet. */
  minPrice: string | null;
  serviceNames: string[];
}

export interface SalonPage {
  items: SalonSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface SalonService {
  id: string;
  name: string;
  /** Exact decimal string, e.g. "12.50". */
  price: string;
  duration: number;
}

export interface SalonDetail extends Omit<SalonSummary, 'minPrice' | 'serviceNames'> {
  isApproved: boolean;
  timeZone: string;
  owner: { id: string; full_name: string; avatar_url: string | null };
  services: SalonService[];
}

export interface ReviewView {
  id: string;
  salonId: string;
  rating: number;
  comment: string;
  isVerified: boolean;
  createdAt: string;
  client: { id: string; full_name: string; avatar_url: string | null };
}
