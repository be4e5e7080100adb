import { useState } from 'react';
import type { ReviewBox } from '@core/api/reviews.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.js';
import { useAuth } from '../../lib/auth.js';
import { InboxList } from './components/inbox-list.js';

const BOXES: { box: ReviewBox; label: string; adminOnly?: boolean }[] = [
  { box: 'to-review', label: 'To review' },
  { box: 'submitted', label: 'Submitted' },
  { box: 'all', label: 'All', adminOnly: true },
];

/**
 * `/reviews` (docs/product.md#review): the texts waiting for my review, those I submitted, and
 * for admins every text of the company in review. Choosing one opens it in the workspace.
 */
export function ReviewsPage() {
  const { user } = useAuth();
  const [box, setBox] = useState<ReviewBox>('to-review');
  const boxes = BOXES.filter((b) => !b.adminOnly || user?.isAdmin);
  return (
    <main className="mx-auto w-full max-w-3xl space-y-4 p-4 sm:p-6 lg:p-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">Reviews</h1>
        <p className="text-sm text-muted-foreground">
          Texts waiting for your review, and those you submitted. Choose one to read it, comment on
          passages, approve it or ask for changes.
        </p>
      </div>
      <Tabs value={box} onValueChange={(value) => setBox(value as ReviewBox)}>
        <TabsList aria-label="Reviews">
          {boxes.map((b) => (
            <TabsTrigger key={b.box} value={b.box}>
              {b.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {boxes.map((b) => (
          <TabsContent key={b.box} value={b.box} className="pt-2">
            <InboxList box={b.box} active={box === b.box} />
          </TabsContent>
        ))}
      </Tabs>
    </main>
  );
}
