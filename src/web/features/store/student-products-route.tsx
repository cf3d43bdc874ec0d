import { Navigate } from '../../navigation';
import { useSignedInUser } from '../auth';
import { StudentProductsPage } from './student-products-page';

/** P25: with online purchases on, /student/products is treated as the store. */
export function StudentProductsRoute() {
  const user = useSignedInUser();
  if (user.settings?.products.storeEnabled) return <Navigate to="/student/store" replace />;
  return <StudentProductsPage />;
}
