export { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary';
export {
  AlreadyAuthorized,
  LoadingScreen,
  NotAuthorized,
  NotFound,
  type AlreadyAuthorizedProps,
  type NotAuthorizedProps,
} from './Panels';
