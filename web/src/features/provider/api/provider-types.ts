/**
 * Shapes of the provider API (issue 13), inferred from the server's routes like lib/api-types.ts:
 * type-only, erased at build, and never out of step with the server.
 */
import type { hc, InferRequestType, InferResponseType } from 'hono/client';
import type { AppType } from '../../../../../api/app-type.ts';

type Api = ReturnType<typeof hc<AppType>>;
type Answer<Endpoint> = InferResponseType<Endpoint, 200>;
type Created<Endpoint> = InferResponseType<Endpoint, 201>;

export type ProviderFigures = Answer<Api['provider']['figures']['$get']>;
export type ProviderBooking = Answer<Api['provider']['bookings']['$get']>[number];
export type ProviderBookingScope = NonNullable<InferRequestType<Api['provider']['bookings']['$get']>['query']['scope']>;
export type OwnService = Answer<Api['provider']['services']['$get']>[number];
export type NewService = InferRequestType<Api['provider']['services']['$post']>['json'];
export type ServiceChange = InferRequestType<Api['provider']['services'][':id']['$patch']>['json'];
export type WeekPlan = Answer<Api['provider']['hours']['$get']>;
export type WeekPlanInput = InferRequestType<Api['provider']['hours']['$put']>['json'];
export type WeekRange = WeekPlanInput['hours'][number];
export type NoticePolicy = Answer<Api['provider']['policies']['$get']>;
export type SavedWeek = Answer<Api['provider']['hours']['$put']>;
export type TimeOff = Answer<Api['provider']['time-off']['$get']>[number];
export type TimeOffInput = InferRequestType<Api['provider']['time-off']['$post']>['json'];
export type FreeSlot = Answer<Api['providers'][':id']['slots']['$get']>[number];
export type ProviderApplication = Answer<Api['provider-applications']['mine']['$get']>;
export type ApplicationInput = InferRequestType<Api['provider-applications']['$post']>['json'];
export type FiledApplication = Created<Api['provider-applications']['$post']>;
export type OwnReview = Answer<Api['provider']['reviews']['$get']>[number];
