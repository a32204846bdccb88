import { getForm } from '../../api/forms-api';
import { LoadState } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { FormBuilder } from './FormBuilder';

/** /config/forms/:id: loads the form, then the builder (a new one for each version taken from the server). */
export function FormBuilderScreen({ formId }: { formId: string }) {
  const { site } = useSignedIn();
  const form = useFetch((signal) => getForm(formId, signal), `${site.id}/${formId}`);
  return (
    <section className="panel">
      <LoadState state={form} header={<PanelHeader title="Form" />}>
        {(definition) => <FormBuilder key={definition.id} form={definition} />}
      </LoadState>
    </section>
  );
}
