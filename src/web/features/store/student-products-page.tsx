import StorefrontIcon from '@mui/icons-material/Storefront';
import Card from '@mui/material/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';

/** /student/store and /student/products (P25): the products page for students. */
export function StudentProductsPage() {
  return (
    <>
      <PageHeader title="View Products" />
      <Card>
        <EmptyState icon={<StorefrontIcon />} title="The class store opens here soon." description="You will browse your teacher's products here." />
      </Card>
    </>
  );
}
