import type { RoleEntry } from '@csz/core';
import { Select } from '@csz/widgets';
import { roleLabel, type RoleFilters } from './roleFilters';

type Options = readonly { id: number; name: string }[];

/**
 * The Schedule tab's role filters (spec §6 "Role-based filters"): the role to look through when
 * the member holds more than one, then the school and the sport where that role picks them (null
 * lists: the role does not). A new role starts with nothing picked; a new school, with no sport.
 */
export function RoleFilterFields({
  roles,
  role,
  filters,
  schools,
  sports,
  onChange,
}: {
  roles: readonly RoleEntry[];
  role: RoleEntry;
  filters: RoleFilters;
  schools: Options | null;
  sports: Options | null;
  onChange: (filters: RoleFilters) => void;
}) {
  const roleId = String(role.id);
  return (
    <div className="schedule-filters">
      {roles.length > 1 ? (
        <Select
          label="Role"
          placeholder={null}
          options={roles.map((entry) => ({ id: entry.id, name: roleLabel(entry) }))}
          value={role.id}
          onChange={(id) => onChange({ roleId: id, schoolId: null, sportId: null })}
        />
      ) : (
        <p className="schedule-filters__role">{roleLabel(role)}</p>
      )}
      {schools == null ? null : (
        <Select
          label="School"
          placeholder="All Schools"
          options={schools}
          value={filters.schoolId}
          onChange={(schoolId) => onChange({ roleId, schoolId, sportId: null })}
        />
      )}
      {sports == null ? null : (
        <Select
          label="Sport"
          placeholder="All Sports"
          options={sports}
          value={filters.sportId}
          onChange={(sportId) => onChange({ roleId, schoolId: filters.schoolId, sportId })}
        />
      )}
    </div>
  );
}
