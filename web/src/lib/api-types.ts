/**
 * Response shapes of the API (DESIGN §4), inferred from the server's own routes (hono/client's
 * types over the exported app type): type-only, erased at build, and never out of step.
 */
import type { hc, InferRequestType, InferResponseType } from 'hono/client';
import type { AppType } from '../../../api/app-type.ts';

export { categoryIds, type CategoryId } from '../../../db/contract/categories.ts';

type Api = ReturnType<typeof hc<AppType>>;
type Answer<Endpoint> = InferResponseType<Endpoint, 200>;

export type Category = Answer<Api['categories']['$get']>[number];
export type SearchHit = Answer<Api['search']['$get']>[number];
export type ServiceListingPage = Answer<Api['services']['$get']>;
export type ServiceListing = ServiceListingPage['items'][number];
export type ProviderPage = Answer<Api['providers']['$get']>;
export type ProviderCard = ProviderPage['items'][number];
export type ProviderDetail = Answer<Api['providers'][':id']['$get']>;
export type ProviderService = ProviderDetail['services'][number];
export type Slot = Answer<Api['providers'][':id']['slots']['$get']>[number];
export type Booking = Answer<Api['bookings'][':id']['$get']>;
/** A booking in My bookings: also until when it can be changed online, and the provider's number. */
export type ListedBooking = Answer<Api['bookings']['$get']>[number];
export type BookingStatus = Booking['status'];
export type NotificationList = Answer<Api['notifications']['$get']>;
export type AppNotification = NotificationList['items'][number];
export type Quota = Answer<Api['me']['quota']['$get']>;
export type Me = Answer<Api['me']['$get']>;
export type Profile = Me['profile'];
export type ProfilePatch = InferRequestType<Api['me']['profile']['$patch']>['json'];
export type Rewards = Answer<Api['rewards']['$get']>;
export type HealthRecord = Answer<Api['health-records']['$get']>['items'][number];
export type PlansState = Answer<Api['plans']['$get']>;
export type PlanTier = PlansState['current']['tier'];
export type ActivePause = Answer<Api['emergency']['active']['$get']>[number];
export type BookingInput = InferRequestType<Api['bookings']['$post']>['json'];
