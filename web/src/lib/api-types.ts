/** Response shapes of the API (DESIGN §4; the server's zod schemas in api/routes/*.schema.ts are the source). */
export const categoryIds = [
  'doctor', 'yoga', 'tutor', 'plumber', 'carpenter', 'consultant', 'psychologist', 'engineer',
  'salon', 'business', 'education', 'restaurant', 'car', 'repair', 'other',
] as const;
export type CategoryId = (typeof categoryIds)[number];

export type Category = { id: CategoryId; name: string; providerCount: number };

export type SearchHit = {
  kind: 'provider' | 'service';
  id: string;
  label: string;
  providerId: string;
  providerName: string;
  category: CategoryId;
  city: string;
  specialty: string | null;
  pricePaise: number | null;
};

export type ProviderCard = {
  id: string;
  name: string;
  category: CategoryId;
  specialty: string | null;
  city: string;
  area: string | null;
  languages: string[];
  verified: boolean;
  rating: number | null;
  reviewCount: number;
  priceFromPaise: number | null;
  avatarUrl: string | null;
};

export type ProviderPage = { items: ProviderCard[]; total: number; page: number; pageSize: number };

export type ProviderService = {
  id: string; name: string; category: CategoryId; description: string | null; durationMinutes: number; pricePaise: number;
};

export type ProviderDetail = ProviderCard & {
  bio: string | null;
  services: ProviderService[];
  reviews: { authorName: string; rating: number; comment: string | null; createdAt: string }[];
};

export type Slot = { id: string; startsAt: string; endsAt: string; date: string; time: string };

export type BookingStatus = 'pending' | 'confirmed' | 'cancelled' | 'completed' | 'no_show';

export type Booking = {
  id: string;
  status: BookingStatus;
  channel: string;
  slotId: string;
  startsAt: string;
  endsAt: string;
  date: string;
  time: string;
  name: string;
  phone: string | null;
  amountPaise: number;
  paymentStatus: string;
  countedFree: boolean;
  provider: { id: string; name: string; category: string; city: string };
  service: { id: string; name: string } | null;
  createdAt: string;
  cancelledAt: string | null;
};

export type AppNotification = {
  id: string;
  title: string;
  message: string;
  type: 'booking' | 'reminder' | 'update' | 'other';
  data: Record<string, unknown> | null;
  readAt: string | null;
  createdAt: string;
};

export type NotificationList = { items: AppNotification[]; unreadCount: number };

export type Quota = { used: number; limit: number | null; remaining: number | null; canBook: boolean; isPremium: boolean };

export type Profile = {
  fullName: string | null;
  bio: string | null;
  serviceCategory: CategoryId | null;
  contactPhone: string | null;
  avatarUrl: string | null;
  city: string | null;
  locale: 'en' | 'hi' | 'ta';
  isActive: boolean;
  profileCompleted: boolean;
  freeBookingsUsed: number;
  freeBookingLimit: number;
  subscriptionTier: 'free' | 'pro' | 'enterprise';
};

export type Me = { user: { id: string; email: string; name: string; role: string; phoneNumber: string | null }; profile: Profile };

export type ProfilePatch = Partial<Pick<Profile, 'fullName' | 'bio' | 'contactPhone' | 'city' | 'locale' | 'profileCompleted'>>;
