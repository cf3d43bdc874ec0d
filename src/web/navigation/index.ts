export { useLocation, useNavigate, useSearchParams } from './hooks';
export type { AppLocation } from './hooks';
export { Link } from './link';
export { Navigate } from './navigate';
export { navigate } from './location-store';
export type { NavigateOptions } from './location-store';
