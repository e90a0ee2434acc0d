import { bookingReference } from './booking-reference.ts';

/** BookMitra's collecting UPI address; a deployment sets VITE_UPI_VPA at build time. */
const payeeVpa = import.meta.env.VITE_UPI_VPA ?? 'bookmitra@upi';

/**
 * The NPCI deep link every UPI app (GPay, PhonePe, Paytm, BHIM) opens: amount in rupees with paise,
 * our reference for the payment when there is one, and a short note.
 */
export function upiPayLink(payment: { amountPaise: number; note: string; reference?: string }) {
  const params = new URLSearchParams({ pa: payeeVpa, pn: 'BookMitra', am: (payment.amountPaise / 100).toFixed(2), cu: 'INR' });
  if (payment.reference) params.set('tr', payment.reference);
  params.set('tn', payment.note.slice(0, 50));
  return `upi://pay?${params.toString()}`;
}

/** What a booking's payment link needs: the booking page and Mitra's booking card both have it. */
export type PayableBooking = { id: string; amountPaise: number; service: { name: string } | null; provider: { name: string } };

/**
 * The UPI deep link of a booking's payment. The note the client's UPI app shows and keeps starts
 * with the BM reference, the one they see everywhere else, so a payment can be matched by it.
 */
export function bookingUpiLink(booking: PayableBooking) {
  const reference = bookingReference(booking);
  return upiPayLink({
    amountPaise: booking.amountPaise,
    reference,
    note: `BookMitra ${reference} ${booking.service?.name ?? booking.provider.name}`,
  });
}
