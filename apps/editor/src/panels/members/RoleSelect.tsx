import { useId } from 'react';
import { roleDescription, SITE_ROLE, type SiteRole } from '@plinth/contracts';
import { ASSIGNABLE_ROLES, SITE_ROLE_LABEL } from '../../session/permissions';

interface RoleSelectProps {
  label: string;
  value: number;
  onChange: (role: number) => void;
  hideLabel?: boolean;
  /** Show what the chosen role may do under the select (tied to it with aria-describedby). */
  showDescription?: boolean;
}

/** The roles a member can be given (every role but "No access"). */
export function RoleSelect({
  label,
  value,
  onChange,
  hideLabel = true,
  showDescription = false,
}: RoleSelectProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      <select
        id={id}
        className="select"
        value={value}
        data-unsaved-ignore
        aria-describedby={showDescription ? hintId : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {ASSIGNABLE_ROLES.map((role) => (
          <option key={role} value={role}>
            {SITE_ROLE_LABEL[role as keyof typeof SITE_ROLE_LABEL]}
          </option>
        ))}
      </select>
      {showDescription ? (
        <p id={hintId} className="field__hint role-select__hint">
          {roleDescription(value as SiteRole)}
        </p>
      ) : null}
    </>
  );
}

/**
 * "What each role can do": every role (the 14 that can be given, then "No access", how a member is
 * suspended), each with its one-line description generated from the permission matrix.
 */
export function RoleGuide() {
  return (
    <details className="role-guide card">
      <summary className="role-guide__summary">What each role can do</summary>
      <dl className="role-guide__list">
        {[...ASSIGNABLE_ROLES, SITE_ROLE.NONE].map((role) => (
          <div key={role} className="role-guide__row">
            <dt>{SITE_ROLE_LABEL[role as keyof typeof SITE_ROLE_LABEL]}</dt>
            <dd>{roleDescription(role as SiteRole)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
