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
