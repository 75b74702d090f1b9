/**
 * The small line icons of a contact card (phone, email, address, hours), drawn inline: decorative
 * (the visually hidden term beside each names the line), 20 px, in the text colour.
 */
const PATHS = {
  phone: 'M5 4h3.2l1.6 4-2 1.3a11 11 0 0 0 4.9 4.9l1.3-2 4 1.6V17a2 2 0 0 1-2 2A15 15 0 0 1 3 6a2 2 0 0 1 2-2z',
  email: 'M3.5 6h17v12h-17zM3.5 6.5l8.5 6.5 8.5-6.5',
  address: 'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11zM12 12.25a2.25 2.25 0 1 0 0-4.5 2.25 2.25 0 0 0 0 4.5z',
  hours: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3.5 2',
} as const;

export type ContactIconName = keyof typeof PATHS;

export function ContactIcon({ name }: { name: ContactIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={20}
      height={20}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
