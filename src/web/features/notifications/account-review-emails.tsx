import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named.js';

// The switch and its setting load after the page: the workspace's first view does not wait.
const ReviewEmailToggle = lazyNamed(() => import('./review-email-toggle.js'), 'ReviewEmailToggle');

/** The account menu's "Email me about reviews" (sidebar, phone menu). */
export function AccountReviewEmails() {
  return (
    <Suspense fallback={null}>
      <ReviewEmailToggle />
    </Suspense>
  );
}
