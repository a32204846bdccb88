import { useId } from 'react';
import { roleDescription, SITE_ROLE, type SiteRole } from '@plinth/contracts';
import { ASSIGNABLE_ROLES, SITE_ROLE_LABEL } from '../../session/permissions';
import { LATER_ROLES, laterRoleNote, ROLE_GROUPS } from './role-groups';

interface RoleSelectProps {
  label: string;
  value: number;
  onChange: (role: number) => void;
  hideLabel?: boolean;
  /** Show what the chosen role may do under the select (tied to it with aria-describedby). */
  showDescription?: boolean;
}

/**
 * The roles a member can be given, grouped by what they do; the seed's roles for features Plinth does
 * not have yet are listed apart and not offered; "No access" shows only for a member who has it.
 */
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
        {ROLE_GROUPS.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.roles.map((role) => (
              <option key={role} value={role}>
                {SITE_ROLE_LABEL[role]}
              </option>
            ))}
          </optgroup>
        ))}
        <optgroup label="Not in Plinth yet">
          {LATER_ROLES.map(({ role, feature }) => (
            // Not offered; a member who holds one still sees it chosen.
            <option key={role} value={role} disabled={role !== value}>
              {SITE_ROLE_LABEL[role]} ({feature})
            </option>
          ))}
        </optgroup>
        {value === SITE_ROLE.NONE ? (
          <option value={SITE_ROLE.NONE}>{SITE_ROLE_LABEL[SITE_ROLE.NONE]}</option>
        ) : null}
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
            <dd>
              {roleDescription(role as SiteRole)}
              {laterRoleNote(role) ? <span className="role-guide__later"> {laterRoleNote(role)}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
