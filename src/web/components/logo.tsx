export function Logo({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-blue-6)" />
      <path d="M16 26h32l-3 24H19z" fill="#fff" />
      <path d="M24 26a8 8 0 0 1 16 0" stroke="#fff" strokeWidth="4" fill="none" />
    </svg>
  );
}
