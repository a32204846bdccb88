/** A shopping bag; decorative, the link's aria-label says what it is. */
export function CartIcon() {
  return (
    <svg className="plinth-cart-pill__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 8h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9L5 8z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path
        d="M9 10V7a3 3 0 0 1 6 0v3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
