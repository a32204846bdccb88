import { getPage } from '../../api/pages-api';
import { LoadState } from '../../components/LoadState';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { PageEditor } from './PageEditor';

/** /config/pages/:id: loads the page's settings and draft, then the visual editor. */
export function PageEditorScreen({ pageId }: { pageId: string }) {
  const { site } = useSignedIn();
  const page = useFetch((signal) => getPage(pageId, signal), `${site.id}/${pageId}`);
  return (
    <LoadState state={page}>
      {(detail) => <PageEditor key={`${detail.id}/${detail.revision}`} page={detail} />}
    </LoadState>
  );
}
