import { useId } from 'react';
import { ASSIGNABLE_ROLES, SITE_ROLE_LABEL } from '../../session/permissions';

interface RoleSelectProps {
  label: string;
  value: number;
  onChange: (role: number) => void;
  hideLabel?: boolean;
}

/** The roles a member can be given (every role but "No access"). */
export function RoleSelect({ label, value, onChange, hideLabel = true }: RoleSelectProps) {
  const id = useId();
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
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {ASSIGNABLE_ROLES.map((role) => (
          <option key={role} value={role}>
            {SITE_ROLE_LABEL[role as keyof typeof SITE_ROLE_LABEL]}
          </option>
        ))}
      </select>
    </>
  );
}
