import Inventory2Icon from '@mui/icons-material/Inventory2';
import Card from '@mui/material/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';

/** /teacher/products: product management arrives in a later issue. */
export function TeacherProductsPage() {
  return (
    <>
      <PageHeader title="Manage Products" />
      <Card>
        <EmptyState icon={<Inventory2Icon />} title="Products arrive here soon." description="You will add products, set prices and keep count of your stock here." />
      </Card>
    </>
  );
}
