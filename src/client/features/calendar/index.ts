// Calendar feeds in the app: the account's private address, and "Add to calendar" links for a
// delegation's or a discipline's public feed (for their pages).
export { CalendarSection } from './components/calendar-section';
export { FeedLink, webcalUrl } from './components/feed-link';
