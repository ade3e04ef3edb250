import { ErrorView } from '../../ui/error-view';

export default function ForbiddenPage() {
  return <ErrorView details={{ status: 403, statusText: 'Forbidden' }} />;
}
