import {
  documentTitle,
  SETTABLE_PAGE_STATUSES,
  SITE_PAGE_LIMITS,
  SITE_PAGE_STATUS_LABEL,
  SLUG_MAX_LENGTH,
  type FieldErrors,
  type SitePageDetail,
  type SitePageStatus,
} from '@plinth/contracts';
import { useId } from 'react';
import { Checkbox, Field } from '../../components/Field';
import { SeoFields } from '../../components/seo/SeoFields';
import { siteOrigin } from '../../components/seo/site-origin';
import { useSignedIn } from '../../session/SessionProvider';
import { isSettableStatus, type PageSettingsForm } from './page-settings-form';
import { SocialImageField } from './SocialImageField';

interface PageSettingsFieldsProps {
  page: SitePageDetail;
  form: PageSettingsForm;
  errors: FieldErrors;
  siteId: string;
  /** Where the site is served ("https://example.com"), for the address under the slug. */
  origin: string;
  disabled: boolean;
  onChange: (change: Partial<PageSettingsForm>) => void;
}

/** The Page settings dialog's fields: the page, search and sharing, status and access. */
export function PageSettingsFields({
  page,
  form,
  errors,
  siteId,
  origin,
  disabled,
  onChange,
}: PageSettingsFieldsProps) {
  const { site } = useSignedIn();
  const error = (name: keyof PageSettingsForm) => errors[name] ?? null;
  const slug = form.slug.trim();
  return (
    <>
      <section className="page-settings__section" aria-labelledby="page-settings-page">
        <h3 id="page-settings-page" className="page-settings__heading">
          Page
        </h3>
        <Field label="Title" error={error('title')}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={form.title}
              maxLength={SITE_PAGE_LIMITS.titleMax}
              autoComplete="off"
              disabled={disabled}
              onChange={(event) => onChange({ title: event.target.value })}
            />
          )}
        </Field>
        <Field
          label="URL slug"
          error={error('slug')}
          hint={
            <>
              The page’s address: <span className="page-settings__address">{`${origin}/${slug}`}</span>
              {slug !== page.slug && page.live ? '. Links to the old address will stop working.' : null}
            </>
          }
        >
          {(control) => (
            <div className="page-settings__slug">
              <span className="page-settings__slug-prefix" aria-hidden="true">
                /
              </span>
              <input
                {...control}
                className="input"
                value={form.slug}
                maxLength={SLUG_MAX_LENGTH}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                disabled={disabled}
                onChange={(event) => onChange({ slug: event.target.value })}
              />
            </div>
          )}
        </Field>
      </section>

      <section className="page-settings__section" aria-labelledby="page-settings-seo">
        <h3 id="page-settings-seo" className="page-settings__heading">
          Search and sharing
        </h3>
        <SeoFields
          seoTitle={form.seoTitle}
          seoDescription={form.seoDescription}
          limits={SITE_PAGE_LIMITS}
          errors={{ seoTitle: error('seoTitle'), seoDescription: error('seoDescription') }}
          shownTitle={documentTitle(
            { title: page.isHome ? site.title : form.title, seoTitle: form.seoTitle },
            site.title,
          )}
          shownDescription={
            form.seoDescription.trim() || (page.isHome ? site.title : `${form.title.trim()} at ${site.title}`)
          }
          titlePlaceholder={page.isHome ? site.title : form.title}
          url={`${siteOrigin(site)}/${page.isHome ? '' : slug}`}
          disabled={disabled}
          onChange={onChange}
        />
        <SocialImageField
          siteId={siteId}
          fileId={form.socialImageFileId}
          disabled={disabled}
          error={error('socialImageFileId')}
          onChange={(socialImageFileId) => onChange({ socialImageFileId })}
        />
      </section>

      <section className="page-settings__section" aria-labelledby="page-settings-access">
        <h3 id="page-settings-access" className="page-settings__heading">
          Status and access
        </h3>
        <Field
          label="Status"
          error={errors.status ?? null}
          hint={statusHint(page.status, form.status, page.live)}
        >
          {(control) => (
            <select
              {...control}
              className="select"
              value={form.status}
              disabled={disabled}
              onChange={(event) => onChange({ status: event.target.value as SitePageStatus })}
            >
              {isSettableStatus(page.status) ? null : (
                <option value={page.status}>{SITE_PAGE_STATUS_LABEL[page.status]}</option>
              )}
              {SETTABLE_PAGE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {SITE_PAGE_STATUS_LABEL[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <PasswordFields
          page={page}
          form={form}
          error={error('password')}
          disabled={disabled}
          onChange={onChange}
        />
        <Checkbox
          label="Members only"
          checked={form.memberOnly}
          disabled={disabled}
          hint="Only visitors signed in to a customer account see the page; others are asked to sign in."
          onChange={(memberOnly) => onChange({ memberOnly })}
        />
      </section>
    </>
  );
}

function statusHint(current: SitePageStatus, chosen: SitePageStatus, live: boolean): string {
  if (chosen === current && !isSettableStatus(current)) {
    return 'Published and Scheduled come from Publish. Draft, Needs Review or Private takes the page off the site.';
  }
  if (current === 'published' && chosen !== current)
    return 'Saving takes the page off the site. Publish puts it back.';
  if (current === 'scheduled' && chosen !== current)
    return live
      ? 'Saving cancels the schedule and takes the page off the site. Publish puts it back.'
      : 'Saving cancels the schedule: the page will not go live.';
  return 'Draft, Needs Review and Private pages are not on the site. Publish puts a page live.';
}

interface PasswordFieldsProps {
  page: SitePageDetail;
  form: PageSettingsForm;
  error: string | null;
  disabled: boolean;
  onChange: (change: Partial<PageSettingsForm>) => void;
}

/** The lock switch and, while it is on, the password. */
function PasswordFields({ page, form, error, disabled, onChange }: PasswordFieldsProps) {
  const switchId = useId();
  const switchHint = !form.locked
    ? page.locked
      ? 'Saving removes the password: everyone can see the page once it is published.'
      : 'Visitors must enter a password to see the page.'
    : null;
  return (
    <div className="page-settings__lock">
      <div className="switch">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          className="switch__input"
          checked={form.locked}
          disabled={disabled}
          aria-describedby={switchHint ? `${switchId}-hint` : undefined}
          onChange={(event) => onChange({ locked: event.target.checked, password: '' })}
        />
        <label htmlFor={switchId} className="switch__label">
          Password protection
        </label>
      </div>
      {switchHint ? (
        <p id={`${switchId}-hint`} className="field__hint">
          {switchHint}
        </p>
      ) : null}
      {form.locked ? (
        <Field
          label={page.locked ? 'New password' : 'Password'}
          error={error}
          hint={
            page.locked
              ? 'The page has a password. Leave this empty to keep it; a new one replaces it, and visitors must enter the new one.'
              : 'Visitors enter this to see the page. Share it with the people who should see it.'
          }
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="password"
              value={form.password}
              maxLength={SITE_PAGE_LIMITS.passwordMax}
              autoComplete="new-password"
              disabled={disabled}
              onChange={(event) => onChange({ password: event.target.value })}
            />
          )}
        </Field>
      ) : null}
    </div>
  );
}
