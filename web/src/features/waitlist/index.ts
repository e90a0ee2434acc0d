export { MyWaitlist } from './my-waitlist.tsx';
export { WaitlistJoin } from './waitlist-join.tsx';
