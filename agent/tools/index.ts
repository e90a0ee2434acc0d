import type { AgentSession } from '../session/session.ts';
import { bookSlotTool } from './book-slot.ts';
import { cancelBookingTool } from './cancel-booking.ts';
import { checkQuotaTool } from './check-quota.ts';
import { findSlotsTool } from './find-slots.ts';
import { joinWaitlistTool } from './join-waitlist.ts';
import { listBookingsTool } from './list-bookings.ts';
import { raiseComplaintTool } from './raise-complaint.ts';
import { rescheduleBookingTool } from './reschedule-booking.ts';
import { searchCatalogTool } from './search-catalog.ts';

/** Mitra's tools for one turn, acting as the session's user and nobody else. */
export function createAgentTools(session: AgentSession) {
  return {
    search_catalog: searchCatalogTool(session),
    find_slots: findSlotsTool(session),
    check_quota: checkQuotaTool(session),
    book_slot: bookSlotTool(session),
    cancel_booking: cancelBookingTool(session),
    list_bookings: listBookingsTool(session),
    reschedule_booking: rescheduleBookingTool(session),
    raise_complaint: raiseComplaintTool(session),
    join_waitlist: joinWaitlistTool(session),
  };
}

export type AgentTools = ReturnType<typeof createAgentTools>;
export type AgentToolName = keyof AgentTools;
