import { useEffect, useId, useRef, useState } from 'react';
import {
  MESSAGES,
  ROLE_LABELS,
  ROLE_LIST_MESSAGES,
  type GroupedRoles,
  type MemberRole,
} from '@csz/core/display';

/** A role as the list shows it (spec §3 "Role entry"). */
export interface RoleListEntry {
  id: number;
  memberRoleType: MemberRole;
  isPending: boolean;
  schoolFullName: string | null;
  districtName: string | null;
  /** The state's name, when the page knows it. */
  stateName?: string | null;
  sportName: string | null;
  isAutomaticallyTexting: boolean;
}

/** Props of {@link RoleList}. */
export interface RoleListProps<T extends RoleListEntry> {
  /** The member's roles, grouped as spec §6 says (core's groupRoles). */
  groups: GroupedRoles<T>;
  /** Whether the member may turn email notifications on or off for a role (core's can()). */
  canToggle: (entry: T) => boolean;
  /** Turns a role's email notifications on or off. */
  onToggle: (entry: T, on: boolean) => void;
  /** Removes a role, once the member confirmed. */
  onRemove: (entry: T) => void;
  /** The role being changed, whose buttons are off meanwhile. */
  busyId?: number | null;
}

const GROUPS = [
  ['leagueDirectors', 'League Directors'],
  ['athleticDirectors', 'Athletic Directors'],
  ['others', 'Other Roles'],
] as const;

/** School, league and state, and the sport: what a role is about. */
function placeOf(entry: RoleListEntry): string {
  return [entry.schoolFullName, entry.districtName, entry.stateName].filter(Boolean).join(', ');
}

/**
 * The confirmation of a removal, in place of the role's buttons: a small alert dialog that takes
 * the focus, and gives it back on Cancel or Escape. Not a modal: the forum's modal dialog would
 * then be a chunk of its own, which the forum's pages pay for (docs/architecture.md budgets).
 */
function ConfirmRemove({
  label,
  onConfirm,
  onCancel,
}: {
  label: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      className="csz-roles__confirm"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p id={`${id}-title`} className="csz-roles__confirm-title">
        {MESSAGES.warningTitle}
      </p>
      <p id={`${id}-text`}>{ROLE_LIST_MESSAGES.confirmRemove}</p>
      <div className="csz-roles__actions">
        <button ref={ref} type="button" className="csz-button" onClick={onConfirm}>
          Remove {label}
        </button>
        <button type="button" className="csz-button csz-button--secondary" onClick={onCancel}>
          {MESSAGES.cancel}
        </button>
      </div>
    </div>
  );
}

function RoleItem<T extends RoleListEntry>({
  entry,
  canToggle,
  onToggle,
  onRemove,
  busy,
}: {
  entry: T;
  canToggle: boolean;
  onToggle: (on: boolean) => void;
  onRemove: () => void;
  busy: boolean;
}) {
  const label = ROLE_LABELS[entry.memberRoleType];
  const place = placeOf(entry);
  // 'Head Coach, Walt Whitman, Football': each role's buttons say which role they act on.
  const named = `${label}${place ? `, ${place}` : ''}${entry.sportName ? `, ${entry.sportName}` : ''}`;
  const [confirming, setConfirming] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  const back = useRef(false);
  useEffect(() => {
    if (!confirming && back.current) removeRef.current?.focus();
    back.current = false;
  }, [confirming]);
  return (
    <li className="csz-roles__item">
      <div className="csz-roles__what">
        <span className="csz-roles__role">{label}</span>
        {place ? <span className="csz-roles__place">{place}</span> : null}
        {entry.sportName ? <span className="csz-roles__sport">{entry.sportName}</span> : null}
      </div>
      {confirming ? (
        <ConfirmRemove
          label={label}
          onConfirm={() => {
            setConfirming(false);
            onRemove();
          }}
          onCancel={() => {
            back.current = true;
            setConfirming(false);
          }}
        />
      ) : (
        <div className="csz-roles__actions">
          {canToggle ? (
            <label className="csz-roles__toggle">
              <input
                type="checkbox"
                checked={entry.isAutomaticallyTexting}
                disabled={busy}
                aria-label={`Email notifications, ${named}`}
                onChange={(event) => onToggle(event.currentTarget.checked)}
              />
              Email notifications
            </label>
          ) : null}
          <button
            ref={removeRef}
            type="button"
            className="csz-button csz-button--secondary"
            aria-disabled={busy || undefined}
            aria-label={`Remove ${named}`}
            onClick={() => {
              if (!busy) setConfirming(true);
            }}
          >
            Remove
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * The member's roles (spec §6): pending ones apart under a disclaimer, approved ones split into
 * league directors, athletic directors and the others. Each can be removed once confirmed;
 * coaches' and directors' roles have an email notifications switch.
 */
export function RoleList<T extends RoleListEntry>({
  groups,
  canToggle,
  onToggle,
  onRemove,
  busyId = null,
}: RoleListProps<T>) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const sections = [
    ...GROUPS.map(([key, title]) => ({ key, title, items: groups[key] })),
    { key: 'pending', title: 'Waiting for Approval', items: groups.pending },
  ].filter((section) => section.items.length > 0);

  const item = (entry: T) => (
    <RoleItem
      key={entry.id}
      entry={entry}
      canToggle={canToggle(entry)}
      onToggle={(on) => onToggle(entry, on)}
      onRemove={() => {
        // The role goes, and its buttons with it: the list keeps the focus.
        listRef.current?.focus();
        onRemove(entry);
      }}
      busy={busyId === entry.id}
    />
  );

  return (
    <div className="csz-roles" ref={listRef} tabIndex={-1}>
      {sections.length === 0 ? <p className="csz-roles__empty">You have no roles yet.</p> : null}
      {sections.map((section) => (
        <section
          key={section.key}
          className={`csz-roles__group csz-roles__group--${section.key}`}
          aria-labelledby={`${id}-${section.key}`}
        >
          <h3 id={`${id}-${section.key}`} className="csz-roles__title">
            {section.title}
          </h3>
          {section.key === 'pending' ? (
            <p className="csz-roles__disclaimer">{ROLE_LIST_MESSAGES.pendingDisclaimer}</p>
          ) : null}
          <ul className="csz-roles__list">{section.items.map(item)}</ul>
        </section>
      ))}
    </div>
  );
}
