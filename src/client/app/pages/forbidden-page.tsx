import { ErrorView } from '../error-screen';

export default function ForbiddenPage() {
  return <ErrorView details={{ status: 403, statusText: 'Forbidden' }} />;
}
