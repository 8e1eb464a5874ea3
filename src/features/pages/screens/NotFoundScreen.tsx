import { NotFound } from '../components/NotFound';

export default function NotFoundScreen() {
  return <NotFound />;
}
