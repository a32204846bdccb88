import { FOOTER_LINKS_MAX, type FooterLink, type HeaderFooter } from '@plinth/contracts';
import { headerFooterSchema } from '@plinth/contracts/schemas';
import { Alert } from '../../components/Alert';
import { Checkbox, Field } from '../../components/Field';
import { FormSection } from '../../components/FormSection';
import { SaveBar, submitWith } from '../../components/SaveBar';
import { schemaErrors, useEditorForm } from '../../state/use-editor-form';
import { FooterLinks } from './FooterLinks';

/** The server's own schema: the form finds exactly what a save would be refused for. */
const checkHeaderFooter = (value: HeaderFooter) => schemaErrors(headerFooterSchema, value);

interface HeaderFooterFormProps {
  loaded: HeaderFooter;
  canEdit: boolean;
  send: (value: HeaderFooter) => Promise<HeaderFooter>;
}

export function HeaderFooterForm({ loaded, canEdit, send }: HeaderFooterFormProps) {
  const form = useEditorForm(loaded, send, { canEdit, check: checkHeaderFooter });
  const { header, footer } = form.value;
  const setHeader = (change: Partial<HeaderFooter['header']>) =>
    form.set({ header: { ...header, ...change } });
  const setFooter = (change: Partial<HeaderFooter['footer']>) =>
    form.set({ footer: { ...footer, ...change } });
  return (
    <form onSubmit={submitWith(form)} noValidate>
      {form.status.kind === 'failed' ? <Alert tone="error">{form.status.message}</Alert> : null}
      <fieldset disabled={!canEdit} className="plain-fieldset">
        <FormSection title="Header">
          <Field label="Site title" hint="Empty: the site’s name." error={form.errors['header.title']}>
            {(control) => (
              <input
                {...control}
                className="input"
                value={header.title}
                onChange={(event) => setHeader({ title: event.target.value })}
              />
            )}
          </Field>
          <Field
            label="Announcement"
            hint="A one-line bar above the header, such as “Free shipping over $50”. Empty: no bar."
            error={form.errors['header.announcement']}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                value={header.announcement}
                onChange={(event) => setHeader({ announcement: event.target.value })}
              />
            )}
          </Field>
          <Checkbox
            label="Show the cart link"
            checked={header.showCartLink}
            onChange={(showCartLink) => setHeader({ showCartLink })}
          />
          <Checkbox
            label="Show the account link"
            hint="Lets shoppers sign in to their customer account."
            checked={header.showAccountLink}
            onChange={(showAccountLink) => setHeader({ showAccountLink })}
          />
        </FormSection>
        <FormSection title="Footer">
          <Field
            label="Footer text"
            hint="Empty: “© year” and the site’s name."
            error={form.errors['footer.text']}
          >
            {(control) => (
              <textarea
                {...control}
                className="textarea"
                rows={3}
                value={footer.text}
                onChange={(event) => setFooter({ text: event.target.value })}
              />
            )}
          </Field>
          <FooterLinks
            links={footer.links}
            max={FOOTER_LINKS_MAX}
            errors={form.errors}
            onChange={(links: FooterLink[]) => setFooter({ links })}
          />
          <Checkbox
            label="Show “Powered by Plinth”"
            checked={footer.showPoweredBy}
            onChange={(showPoweredBy) => setFooter({ showPoweredBy })}
          />
        </FormSection>
      </fieldset>
      {canEdit ? <SaveBar status={form.status} dirty={form.dirty} /> : null}
    </form>
  );
}
