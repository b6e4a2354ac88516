// Owns /admin/import/customers: bringing a brand's customers (Shopify's customer CSV) and reviews (a review app's CSV)
// over from its old shop, and inviting the imported customers when staff are ready.
import { Link } from 'react-router';
import { CustomerImportSection } from '#web/features/admin-import/components/customer-import-section.tsx';
import { InviteCustomers } from '#web/features/admin-import/components/invite-customers.tsx';
import { ReviewImportSection } from '#web/features/admin-import/components/review-import-section.tsx';

export function CustomersImportPage() {
  return (
    <div className="grid min-w-0 gap-8">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold">Import customers and reviews</h1>
        <p className="max-w-prose text-sm text-muted-foreground">
          Bring your customers and their reviews over from your old shop. Products are imported on{' '}
          <Link to="/admin/import" className="font-medium text-accent underline underline-offset-4">
            Import products
          </Link>
          ; import them first, so reviews find their products.
        </p>
      </div>
      <CustomerImportSection />
      <InviteCustomers />
      <ReviewImportSection />
    </div>
  );
}
