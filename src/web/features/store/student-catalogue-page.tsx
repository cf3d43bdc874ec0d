import { Navigate } from 'react-router';
import { useSignedInUser } from '../auth';
import { StudentProductsPage } from './student-products-page';

/** /student/products: the products to look at, or the store once online purchases are on (P25). */
export function StudentCataloguePage() {
  const user = useSignedInUser();
  if (user.settings?.products.storeEnabled) return <Navigate to="/student/store" replace />;
  return <StudentProductsPage />;
}
