/**
 * Response shapes of the API (DESIGN §4). Where the server has the type of what it sends, it is
 * imported as a type only (erased at build: nothing of the server reaches the bundle).
 */
import type { BookingView } from '../../../api/services/bookings/booking-view.ts';
import type { ProviderCard as ServerProviderCard } from '../../../api/services/catalog/provider-cards.ts';
import type { ServiceListing, ServiceListingPage } from '../../../api/services/catalog/service-listings.ts';
import type { SearchHit } from '../../../api/services/catalog/search/catalog-documents.ts';

import type { CategoryId } from '../../../db/schema/categories.ts';

export { categoryIds, type CategoryId } from '../../../db/schema/categories.ts';

export type Category = { id: CategoryId; name: string; providerCount: number };

export type { SearchHit, ServiceListing, ServiceListingPage };

export type ProviderCard = ServerProviderCard;

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

export type Booking = BookingView;
export type BookingStatus = Booking['status'];

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
  remindersEnabled: boolean;
  messagingOptOut: boolean;
};

export type Me = { user: { id: string; email: string; name: string; role: string; phoneNumber: string | null }; profile: Profile };

export type ProfilePatch = Partial<Pick<Profile, 'fullName' | 'bio' | 'contactPhone' | 'city' | 'locale' | 'remindersEnabled' | 'messagingOptOut'>>;
